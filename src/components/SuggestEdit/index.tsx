/**
 * Suggest-edits link at the top of every content page: a pencil icon linking to the page's source
 * file in the documentation repository (Docusaurus builds `editUrl` from EDIT_URL_BASE + the source
 * path, per version). Opens in a new tab.
 */
import React from 'react';
import styles from './styles.module.css';

export const SUGGEST_EDIT_LABEL = 'Suggest an edit to this page';

export default function SuggestEdit({ editUrl }: { editUrl: string }) {
  return (
    <a
      className={styles.link}
      href={editUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={SUGGEST_EDIT_LABEL}
      title={SUGGEST_EDIT_LABEL}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
