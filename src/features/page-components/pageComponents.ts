import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { importOf } from '../../markdown/mdxNodes'
import {
  cacheEntryLifecycleTwin,
  runExampleTwin,
  type ComponentTwin,
} from './twins'

/** A component that few pages use. */
export interface PageComponent {
  /** The module a page that uses it imports it from. */
  module: string
  /** Its Markdown form in the page's twin (src/features/markdown-twins). */
  twin: ComponentTwin
}

/**
 * Components that few pages use, and the modules they come from. A page that
 * uses one imports it, so its code travels in that page's chunk; the registry
 * of src/theme/MDXComponents.tsx is in a chunk that every page loads. Writers
 * use them as they use the registry's, with no import line: the Markdown
 * twins (src/features/markdown-twins) refuse import lines in pages, and
 * each component's twin form replaces it there: a page that uses a
 * component missing here fails its twin, naming the line.
 */
export const PAGE_COMPONENTS: Readonly<Record<string, PageComponent>> = {
  CacheEntryLifecycle: {
    module: '@site/src/components/CacheEntryLifecycle',
    twin: cacheEntryLifecycleTwin,
  },
  RunExample: {
    module: '@site/src/components/RunExample',
    twin: runExampleTwin,
  },
}

/**
 * Adds, at the top of a page, an import of each component of
 * `PAGE_COMPONENTS` that the page uses as a JSX element, once per component.
 */
export default function pageComponents({
  components = PAGE_COMPONENTS,
}: {
  components?: Readonly<Record<string, Pick<PageComponent, 'module'>>>
} = {}) {
  return (tree: Root) => {
    const used = new Set<string>()
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const { name } = node as { name: string | null }
      if (name && Object.hasOwn(components, name)) used.add(name)
    })
    tree.children.unshift(
      ...[...used]
        .sort()
        .map((name) => importOf(name, components[name]!.module)),
    )
  }
}
