import MDXComponents from '@theme-original/MDXComponents'
import CodeBlock from '@theme/CodeBlock'
import Tabs from '@theme/Tabs'
import TabItem from '@theme/TabItem'
import ScrollableTable from '@site/src/components/ScrollableTable'
import AnchorAlias from '@site/src/components/AnchorAlias'

// The registry of components MDX content may use without importing them.
// Tabs and TabItem are emitted by src/features/code-tabs/tsJsTabs.ts for every code sample,
// CodeBlock by src/remark/highlightCode.ts for every fenced block;
// AnchorAlias by src/features/anchor-aliases/remark.ts for every alias of a section id;
// `table` is every Markdown table. Components that only a few pages use
// (<RunExample>) are not here: src/features/page-components/pageComponents.ts imports them into
// those pages.
export default {
  ...MDXComponents,
  CodeBlock,
  Tabs,
  TabItem,
  AnchorAlias,
  table: ScrollableTable,
}
