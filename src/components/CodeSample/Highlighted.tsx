/**
 * Code given at run time, highlighted in the browser with prism-react-renderer into the same compact
 * markup as the build-time highlighter (src/lib/code-samples/token-html.ts); its colours come from
 * `src/css/code.css` for the light and the dark theme, so the first paint is right in both.
 */
import React, { type ReactNode } from 'react';
// The grammars the build-time highlighter has beyond prism-react-renderer's (shell, Dockerfile).
import '@site/src/lib/code-samples/grammars';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { tokensToHtml } from '@site/src/lib/code-samples/token-html';

/** No inline colours: CSS colours the tokens per theme. */
const CLASS_ONLY_THEME: PrismTheme = { plain: {}, styles: [] };

type Props = {
  readonly code: string;
  readonly language: string;
  /** Which variant this is, for the CSS that shows one of the two. */
  readonly variant?: 'ts' | 'js';
};

export default function Highlighted({ code, language, variant }: Props): ReactNode {
  return (
    <Highlight code={code.replace(/\n$/, '')} language={language} theme={CLASS_ONLY_THEME}>
      {({ className, tokens }) => (
        // tabIndex: a scrollable region must be reachable with the keyboard.
        <pre className={`code-sample__pre ${className}`} data-variant={variant} tabIndex={0}>
          <code dangerouslySetInnerHTML={{ __html: tokensToHtml(tokens) }} />
        </pre>
      )}
    </Highlight>
  );
}
