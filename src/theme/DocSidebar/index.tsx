/**
 * Swizzled (replaced): Docusaurus renders a desktop sidebar and, below 997 px, a drawer inside the
 * navbar. This site has one side menu at every width, shown or hidden by the header's toggle
 * (spec section 4, "Sidebar"), so this renders the menu list directly, plus the two buttons of the
 * specification at its foot. The version button switches between the current docs and Version 10,
 * staying on the same page when it exists in the other version (`src/lib/version-rules.ts`).
 */
import React from 'react';
import Link from '@docusaurus/Link';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { Props } from '@theme/DocSidebar';
import { MENU_BUTTONS, MENU_EXTERNAL, SIDE_MENU_ID } from '@site/src/data/site';
import { useVersionSwitch } from '@site/src/hooks/useVersionSwitch';
import styles from './styles.module.css';

function VersionButton() {
  const target = useVersionSwitch();
  if (!target) return null;
  return (
    <Link className={`${styles.button} ${styles.buttonSecondary}`} to={target.to}>
      {target.label}
    </Link>
  );
}

export default function DocSidebar({ path, sidebar }: Props) {
  return (
    <nav id={SIDE_MENU_ID} aria-label="Side menu" className={`menu thin-scrollbar ${styles.menu}`}>
      <ul className="theme-doc-sidebar-menu menu__list">
        <DocSidebarItems items={sidebar} activePath={path} level={1} />
      </ul>
      <div className={styles.buttons}>
        <Link className={styles.button} to={MENU_EXTERNAL.enterpriseSupportButton}>
          {MENU_BUTTONS.enterprise}
        </Link>
        <VersionButton />
      </div>
    </nav>
  );
}
