import React, {useMemo, type ReactNode, type RefObject} from 'react';
import {CodeBlockContextProvider, useCodeWordWrap, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import {textOfHtml} from '@site/src/codeHtml';

/** The theme's copy and word-wrap buttons, fed through its code-block context. */
export default function CodeButtons({pre, markup, language, title}: {pre: RefObject<HTMLPreElement | null>; markup: string; language: string; title?: string}): ReactNode {
  const wordWrap = useCodeWordWrap();
  // The hook measures and wraps the block it is given through this ref.
  wordWrap.codeBlockRef.current ??= pre.current;
  const metadata = useMemo((): CodeBlockMetadata => {
    const code = textOfHtml(markup);
    return {code, codeInput: code, className: `language-${language}`, language, title, lineNumbersStart: undefined, lineClassNames: {}};
  }, [markup, language, title]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
}

