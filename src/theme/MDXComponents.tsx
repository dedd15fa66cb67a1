import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

// The registry of components MDX content may use without importing them.
// Tabs and TabItem are emitted by src/remark/tsJsTabs.ts for every code sample.
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
};
