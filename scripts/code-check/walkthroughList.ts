/**
 * The pages, or sections of a page, that are one walkthrough: the reader
 * builds one project from them, file by file, each block adding files or
 * replacing earlier ones of the same path. scripts/code-check/walkthroughs.ts
 * compiles that project as it stands after each block.
 */
export interface Walkthrough {
  page: string
  /**
   * The heading whose section is the walkthrough (its text, as written), down
   * to the next heading of the same or a higher level; the whole page without
   * one.
   */
  section?: string
  /** The heading that ends the walkthrough, when it spans several sections. */
  until?: string
  /**
   * Files the reader's project has before the first step, which the
   * walkthrough takes for granted (path → source).
   */
  setup?: Record<string, string>
}

/** A Vite project's ambient types (`import.meta.env`), as `npm create vite` writes them. */
const VITE_PROJECT = {
  'src/vite-env.d.ts': '/// <reference types="vite/client" />',
}

export const WALKTHROUGHS: Walkthrough[] = [
  { page: 'docs/tutorials/quick-start.mdx', setup: VITE_PROJECT },
  { page: 'docs/tutorials/typescript.mdx' },
  { page: 'docs/tutorials/rtk-query.mdx', setup: VITE_PROJECT },
  { page: 'docs/rtk-query/usage/code-splitting.mdx' },
  {
    page: 'docs/rtk-query/usage/migrating-to-rtk-query.mdx',
    section: 'The starting point',
    until: 'The mapping at a glance',
  },
  { page: 'docs/usage/usage-guide.mdx', section: 'Migrating to modern Redux' },
  { page: 'docs/usage/usage-guide.mdx', section: 'Testing' },
]
