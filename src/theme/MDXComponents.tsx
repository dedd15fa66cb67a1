import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ScrollableTable from '@site/src/components/ScrollableTable';

// The registry of components MDX content may use without importing them.
// Tabs and TabItem are emitted by src/remark/tsJsTabs.ts for every code sample;
// `table` is every Markdown table.
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  table: ScrollableTable,
};
