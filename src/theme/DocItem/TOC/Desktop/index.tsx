/**
 * Swizzled (wrapped): DocItem/TOC/Desktop, unchanged inside. The TOC and the ad's right-column slot
 * share one sticky box, so the ad stays right under the TOC, never covers it, and stops with the
 * column before the footer. (The ad hides when the TOC leaves it no room: src/lib/ad-rules.ts.)
 */
import React from 'react';
import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import AdSlot from '@site/src/components/AdBox';
import styles from './styles.module.css';

export default function TOCDesktopWrapper() {
  return (
    <div className={styles.aside}>
      <TOCDesktop />
      <AdSlot placement="aside" />
    </div>
  );
}
