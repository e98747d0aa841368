/**
 * A variant of a sample as the build highlighted it: the HTML goes in as is, so React neither ships a
 * highlighter nor hydrates one element per token. Without build-time HTML the code shows as plain text.
 */
import React, { type ReactNode } from 'react';

type Props = {
  readonly code: string;
  readonly html?: string;
  readonly language: string;
  /** Which variant this is, for the CSS that shows one of the two. */
  readonly variant?: 'ts' | 'js';
};

export default function StaticCode({ code, html, language, variant }: Props): ReactNode {
  return (
    // tabIndex: a scrollable region must be reachable with the keyboard.
    <pre className={`code-sample__pre prism-code language-${language}`} data-variant={variant} tabIndex={0}>
      {html === undefined ? (
        <code>{code.replace(/\n$/, '')}</code>
      ) : (
        <code dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </pre>
  );
}
