import React, {
  useLayoutEffect,
  useMemo,
  type ReactNode,
  type RefObject,
} from 'react'
// The theme's buttons read their code and wrap state from this context, which
// theme-common exports only from /internal: a registered Docusaurus internal.
import {
  CodeBlockContextProvider,
  useCodeWordWrap,
  type CodeBlockMetadata,
} from '@docusaurus/theme-common/internal'
import Buttons from '@theme/CodeBlock/Buttons'
import { textOfHtml } from '@site/src/markdown/codeHtml'

/** The theme's copy and word-wrap buttons, fed through its code-block context. */
export default function CodeButtons({
  pre,
  markup,
  language,
  title,
}: {
  pre: RefObject<HTMLPreElement | null>
  markup: string
  language: string
  title?: string
}): ReactNode {
  const wordWrap = useCodeWordWrap()
  const { codeBlockRef } = wordWrap
  // The hook measures and wraps the block it is given through this ref, and
  // measures it first in its own effects: a layout effect runs before them.
  useLayoutEffect(() => {
    codeBlockRef.current = pre.current
  }, [codeBlockRef, pre])
  const metadata = useMemo((): CodeBlockMetadata => {
    const code = textOfHtml(markup)
    return {
      code,
      codeInput: code,
      className: `language-${language}`,
      language,
      title,
      lineNumbersStart: undefined,
      lineClassNames: {},
    }
  }, [markup, language, title])
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  )
}
