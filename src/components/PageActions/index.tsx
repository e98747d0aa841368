/**
 * "Copy page" beside a page's title: copies the page's Markdown (served at its route plus `.md`, see
 * src/build-time/markdown-export), and a disclosure (a native <details>) with "View as Markdown". Rendered
 * on the server with the page, so it shifts nothing; without JavaScript the disclosure and its link still
 * work, and the copy button, which needs JavaScript, keeps its place but is hidden (custom.css). Escape, or
 * focus leaving it, closes the disclosure. Kept small: it is in every docs page's first-load JavaScript.
 */
import React, { useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import { COPIED_RESET_MS } from '@site/src/data/site';
import { markdownPath } from '@site/src/lib/markdown-path';
import { PAGE_ACTION_LABELS } from '@site/src/data/site';
import styles from './styles.module.css';

const fetchBlob = (url: string) =>
  fetch(url).then((response) => (response.ok ? response.blob() : Promise.reject(new Error(url))));

/**
 * Copies the Markdown at `url`: handed to the Clipboard API as a pending item, so the copy keeps the
 * click's user activation while the file loads; where that fails, the text is copied once loaded.
 * Resolves whether it worked; never rejects (a failed copy leaves the button as it was).
 */
export function copyMarkdown(url: string): Promise<boolean> {
  const blob = fetchBlob(url).then((b) => new Blob([b], { type: 'text/plain' }));
  const write = async () => {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } catch {
      await navigator.clipboard.writeText(await (await blob).text());
    }
  };
  return write().then(
    () => true,
    () => false,
  );
}

function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  if (event.key !== 'Escape' || !event.currentTarget.open) return;
  event.currentTarget.open = false;
  event.currentTarget.querySelector('summary')?.focus();
}

function closeOnLeave(event: FocusEvent<HTMLDetailsElement>) {
  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) event.currentTarget.open = false;
}

export default function PageActions(): ReactNode {
  const { pathname } = useLocation();
  const href = markdownPath(
    pathname,
    useVersions(undefined).map((version) => version.path),
  );
  const [copied, setCopied] = useState(false);
  const copy = () =>
    copyMarkdown(href).then((ok) => {
      if (!ok) return;
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_RESET_MS);
    });
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${styles.button} page-actions__copy`}
        title={PAGE_ACTION_LABELS.copyTitle}
        onClick={() => void copy()}
      >
        <span aria-live="polite">{copied ? PAGE_ACTION_LABELS.copied : PAGE_ACTION_LABELS.copy}</span>
      </button>
      <details className={styles.more} onKeyDown={closeOnEscape} onBlur={closeOnLeave}>
        <summary className={styles.toggle} aria-label={PAGE_ACTION_LABELS.more}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M7 10l5 5 5-5z" />
          </svg>
        </summary>
        <a href={href} className={styles.item}>
          {PAGE_ACTION_LABELS.viewMarkdown}
        </a>
      </details>
    </div>
  );
}
