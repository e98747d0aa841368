/**
 * Swizzled (replaced): a menu group (spec "Menu item behaviour"). Differences from the original:
 * - open/closed comes from the menu rules (`src/lib/menu-rules.ts`) through useMenuSections(), so
 *   Overview closes when another section opens, which Docusaurus's sticky auto-expand cannot do;
 * - the heading is a button with aria-expanded; the group animates its height over 250 ms (ease-out
 *   opening, ease-in closing) and, when closed, is hidden from the accessibility tree and tab order;
 * - no `menu__list-item--collapsed` on the `li`: Infima's rule for it sets the nested `.menu__list` to
 *   `height: 0` at once, which cut the closing animation; the caret turns on `aria-expanded` instead.
 */
import React, { useId } from 'react';
import clsx from 'clsx';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { Props } from '@theme/DocSidebarItem/Category';
import { useMenuSections } from '@site/src/hooks/useMenuSections';
import styles from './styles.module.css';

export default function DocSidebarItemCategory({ item, activePath, level }: Props) {
  const { isOpen, toggle } = useMenuSections();
  const open = isOpen(item.label);
  const groupId = useId();
  return (
    <li
      className={clsx(
        'theme-doc-sidebar-item-category',
        `theme-doc-sidebar-item-category-level-${level}`,
        'menu__list-item',
      )}
    >
      <button
        type="button"
        className={clsx('menu__link menu__link--sublist menu__link--sublist-caret', styles.heading)}
        aria-expanded={open}
        aria-controls={groupId}
        onClick={() => toggle(item.label)}
      >
        {item.label}
      </button>
      <div id={groupId} className={styles.group} data-open={open} inert={!open}>
        <ul className={clsx('menu__list', styles.list)}>
          <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} />
        </ul>
      </div>
    </li>
  );
}
