/**
 * Loaded on first open (local search): a modal dialog holding the local search theme's own search
 * field and result list (@easyops-cn/docusaurus-search-local: results as you type with page title,
 * section and snippet, arrow keys and Enter, the heading anchor as target, the index of the docs
 * version being read). It stays mounted after closing, so reopening is instant and keeps the last
 * query (selected, so typing replaces it).
 */
import React, { useRef, type RefObject } from 'react';
import LocalSearchBar from '@theme-original/SearchBar';
import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';
import { SEARCH_BOX } from '@site/src/data/site';
import { useModalDialog } from './useModalDialog';
import styles from './styles.module.css';

type Props = { open: boolean; onClose: () => void; typedAhead: RefObject<string> };

export default function LocalSearchDialog({ open, onClose, typedAhead }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, open, onClose, typedAhead);
  // A fresh search field per docs version: the theme's field would otherwise swap its index under
  // a pending query of the old one (an autocomplete.js error on the console).
  const version = useActivePluginAndVersion()?.activeVersion?.name ?? 'none';
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={SEARCH_BOX.label}>
      <div className={styles.panel}>
        <LocalSearchBar key={version} />
        <p className={styles.help}>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to choose
          </span>
          <span>
            <kbd>Enter</kbd> to open
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </p>
      </div>
    </dialog>
  );
}
