/**
 * The JS/TS switch of a code sample: two toggle buttons (`aria-pressed`) in a labelled group. The
 * pressed one (the language shown) is visually hidden and out of the tab order, so the bar offers the
 * other language ('JS' while TypeScript shows), while screen readers still hear both and their state.
 * The choice applies to every sample (useCodeLanguage).
 */
import React, { useRef, type ReactNode } from 'react';
import { useCodeLanguage } from '@site/src/hooks/useCodeLanguage';
import type { CodeLanguage } from '@site/src/lib/code-language';
import { CODE_LABELS } from '@site/src/data/site';

const LANGUAGES: readonly { language: CodeLanguage; label: string; title: string }[] = [
  { language: 'ts', label: CODE_LABELS.ts, title: CODE_LABELS.showTs },
  { language: 'js', label: CODE_LABELS.js, title: CODE_LABELS.showJs },
];

export default function LanguageSwitch(): ReactNode {
  const [shown, setShown] = useCodeLanguage();
  const buttons = useRef<Partial<Record<CodeLanguage, HTMLButtonElement | null>>>({});

  const choose = (language: CodeLanguage) => {
    const hadFocus = document.activeElement === buttons.current[language];
    setShown(language);
    // The pressed button hides: keep keyboard focus on the switch, now offering the other language.
    if (hadFocus) buttons.current[language === 'ts' ? 'js' : 'ts']?.focus();
  };

  return (
    <span role="group" aria-label={CODE_LABELS.switchGroup} className="code-sample__switch">
      {LANGUAGES.map(({ language, label, title }) => (
        <button
          key={language}
          ref={(element) => {
            buttons.current[language] = element;
          }}
          type="button"
          className="code-sample__button"
          data-language={language}
          aria-pressed={shown === language}
          tabIndex={shown === language ? -1 : 0}
          title={title}
          onClick={() => choose(language)}
        >
          {label}
        </button>
      ))}
    </span>
  );
}
