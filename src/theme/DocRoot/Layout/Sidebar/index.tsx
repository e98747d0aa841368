/**
 * Swizzled (replaced): the column that holds the side menu. theme-classic's version adds a collapse
 * button and a viewport wrapper for its own hide animation; this site shows or hides the menu from the
 * header's toggle (`data-sidebar` on <html>, src/hooks/useSidebarState.tsx), so the column is only the
 * menu, in markup and class names we own. `theme-doc-sidebar-container` (ThemeClassNames) stays for
 * print styles and tests.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import DocSidebar from '@theme/DocSidebar';
import type { Props } from '@theme/DocRoot/Layout/Sidebar';
import styles from './styles.module.css';

export default function DocRootLayoutSidebar({ sidebar }: Props): ReactNode {
  const { pathname } = useLocation();
  // A new sidebar (another docs version) remounts the menu, as theme-classic does (its issue #3414).
  const name = useDocsSidebar()?.name ?? 'noSidebar';
  return (
    <aside className={clsx(ThemeClassNames.docs.docSidebarContainer, styles.column)}>
      <DocSidebar key={name} sidebar={sidebar} path={pathname} onCollapse={() => {}} isHidden={false} />
    </aside>
  );
}
