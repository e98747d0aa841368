/**
 * Swizzled (replaced): the table of contents of the specification. Lists the page title, then its
 * sections and sub-sections, each a #fragment link; highlights the current heading by the rule in
 * `src/lib/toc-rules.ts` (Docusaurus's own highlight uses another rule). Stays in view while scrolling
 * (sticky) and stops at the end of its column, so it never covers the footer.
 */
import React from 'react';
import clsx from 'clsx';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/TOC';
import { useActiveHeading } from '@site/src/hooks/useActiveHeading';
import { tocEntries } from '@site/src/lib/toc-entries';
import styles from './styles.module.css';

export default function TOC({ toc, minHeadingLevel, maxHeadingLevel, className }: Props) {
  const { contentTitle, metadata } = useDoc();
  const entries = tocEntries(contentTitle ?? metadata.title, toc, minHeadingLevel ?? 2, maxHeadingLevel ?? 3);
  const active = useActiveHeading(entries.map((e) => e.id));
  return (
    <nav aria-label="On this page" className={clsx(styles.toc, 'thin-scrollbar', className)}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} className={styles[`depth${entry.depth}`]}>
            <a
              href={`#${entry.id}`}
              className={clsx(styles.link, entry.id === active && styles.active)}
              aria-current={entry.id === active ? 'location' : undefined}
              dangerouslySetInnerHTML={{ __html: entry.html }}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
