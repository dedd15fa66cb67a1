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
import Button from '@theme/CodeBlock/Buttons/Button'
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton'
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton'
import { textOfHtml } from '@site/src/markdown/codeHtml'
import styles from './styles.module.css'

export { default as EditingSample } from './EditingSample'

/**
 * The block's buttons: Edit (a sample the check compiles) and the theme's
 * word-wrap and copy buttons, fed through its code-block context.
 */
export default function CodeButtons({
  pre,
  markup,
  language,
  title,
  onEdit,
}: {
  pre: RefObject<HTMLPreElement | null>
  markup: string
  language: string
  title?: string
  onEdit?: () => void
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
      <div className={styles.buttonGroup}>
        {onEdit && (
          <Button
            className={styles.editButton}
            title="Edit this sample: its types are checked as you type"
            onClick={onEdit}
          >
            Edit
          </Button>
        )}
        <WordWrapButton />
        <CopyButton />
      </div>
    </CodeBlockContextProvider>
  )
}
