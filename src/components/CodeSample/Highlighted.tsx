/**
 * Highlighted code, rendered with prism-react-renderer during static rendering. Tokens carry Prism's
 * class names only (`token keyword`); their colours come from `src/css/code.css` for the light and the
 * dark theme, so the first paint is right in both and nothing re-renders after hydration.
 */
import React, { type ReactNode } from 'react';
import { Highlight, type PrismTheme } from 'prism-react-renderer';

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
      {({ className, tokens, getLineProps, getTokenProps }) => (
        // tabIndex: a scrollable region must be reachable with the keyboard.
        <pre className={`code-sample__pre ${className}`} data-variant={variant} tabIndex={0}>
          <code>
            {tokens.map((line, i) => (
              <span key={i} {...getLineProps({ line })}>
                {line.map((token, key) => (
                  // An empty line comes as one '\n' token: the line break below is enough.
                  <span
                    key={key}
                    {...getTokenProps({ token: token.content === '\n' ? { ...token, content: '' } : token })}
                  />
                ))}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
