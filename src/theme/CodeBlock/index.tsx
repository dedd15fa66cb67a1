import React, {useMemo, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {CodeBlockContextProvider, useCodeWordWrap, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import styles from './styles.module.css';

interface Props {
  /** Highlighted at build time by src/remark/highlightCode.ts. */
  html?: string;
  /** Plain code, shown uncoloured (nothing highlights in the browser). */
  children?: string;
  language?: string;
  title?: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The theme's copy and word-wrap buttons, fed through its code-block context. */
function CodeButtons({pre, markup, language, title}: {pre: RefObject<HTMLPreElement | null>; markup: string; language: string; title?: string}) {
  const wordWrap = useCodeWordWrap();
  // The hook measures and wraps the block it is given through this ref.
  wordWrap.codeBlockRef.current ??= pre.current;
  const metadata = useMemo((): CodeBlockMetadata => {
    const code = textOf(markup);
    return {code, codeInput: code, className: `language-${language}`, language, title, lineNumbersStart: undefined, lineClassNames: {}};
  }, [markup, language, title]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
}

/**
 * Replaces the theme's code block, which highlights with Prism in the
 * browser (26 KiB gzip on every page), renders a React element per token,
 * and mounts every block a second time after hydration to switch colours
 * for dark mode. Here the HTML comes highlighted from the build and colours
 * are CSS variables per mode. The copy and wrap buttons, which measure the
 * block and watch it, appear once the pointer or the focus reaches it:
 * mounting them for every block at load was most of the work after
 * hydration on long pages.
 */
export default function CodeBlock({html, children = '', language = 'text', title}: Props): ReactNode {
  const markup = html ?? escapeHtml(children);
  const pre = useRef<HTMLPreElement>(null);
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  return (
    <div
      className={clsx('theme-code-block', `language-${language}`, styles.container)}
      onPointerEnter={reached ? undefined : reach}
      onFocus={reached ? undefined : reach}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.content}>
        <pre ref={pre} tabIndex={0} className={clsx(styles.pre, 'thin-scrollbar')}>
          <code className={styles.lines} dangerouslySetInnerHTML={{__html: markup}} />
        </pre>
        {reached && <CodeButtons pre={pre} markup={markup} language={language} title={title} />}
      </div>
    </div>
  );
}
