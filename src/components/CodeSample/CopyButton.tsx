/**
 * The copy button of a code sample: copies `text` (the variant shown; a function is read at the
 * moment of the click) and says 'Copied' for
 * COPIED_RESET_MS, announced politely to screen readers. Behaviour lives in useCopy.
 */
import React, { type ReactNode } from 'react';
import { useCopy } from '@site/src/hooks/useCopy';
import { CODE_LABELS } from '@site/src/data/site';

function CopyIcon({ copied }: { copied: boolean }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      {copied ? (
        <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
      ) : (
        <path
          fill="currentColor"
          d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
        />
      )}
    </svg>
  );
}

export default function CopyButton({ text }: { text: string | (() => string) }): ReactNode {
  const { copied, copy } = useCopy();
  return (
    <button
      type="button"
      className="code-sample__button code-sample__copy"
      data-copied={copied ? 'true' : undefined}
      title={CODE_LABELS.copyTitle}
      onClick={() => void copy(typeof text === 'function' ? text() : text)}
    >
      <CopyIcon copied={copied} />
      <span aria-live="polite">{copied ? CODE_LABELS.copied : CODE_LABELS.copy}</span>
    </button>
  );
}
