/**
 * The header's search box before search is loaded: a button that looks like a search field, with
 * the shortcut shown. It weighs a few hundred bytes; the search code loads when it is pressed.
 */
import React, { useEffect, useState, type Ref } from 'react';
import { SEARCH_BOX } from '@site/src/data/site';
import { isMacPlatform } from './useSearchShortcuts';
import styles from './styles.module.css';

type Props = {
  onOpen: () => void;
  onWarmUp: () => void;
  expanded: boolean;
  buttonRef: Ref<HTMLButtonElement>;
};

export default function Launcher({ onOpen, onWarmUp, expanded, buttonRef }: Props) {
  // The shortcut is shown once it works (the page is interactive): '⌘ K' on a Mac, 'Ctrl K' elsewhere.
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => {
    setModifier(isMacPlatform() ? '⌘' : 'Ctrl');
  }, []);
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.launcher}
      onClick={onOpen}
      onPointerEnter={onWarmUp}
      onFocus={onWarmUp}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-keyshortcuts="Control+K Meta+K /"
    >
      <svg
        className={styles.icon}
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.placeholder}>{SEARCH_BOX.placeholder}</span>
      <span className={styles.keys} aria-hidden="true">
        {modifier && (
          <>
            <kbd>{modifier}</kbd>
            <kbd>K</kbd>
          </>
        )}
      </span>
    </button>
  );
}
