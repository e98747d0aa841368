/**
 * Swizzled (replaced): a menu item (spec "Menu item behaviour"). Adds to the original: the NEW badge,
 * an icon, and pending items (greyed out, not a link, aria-disabled), from the item's customProps.
 * Active by exact match of the route (aria-current="page"); external items open in a new tab with
 * rel="noopener noreferrer".
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type { Props } from '@theme/DocSidebarItem/Link';
import MenuIcon from '@site/src/components/MenuIcon';
import type { MenuItemProps } from '@site/src/lib/menu-rules';
import { isActiveRoute } from '@site/src/lib/menu-rules';
import styles from './styles.module.css';

export default function DocSidebarItemLink({ item, activePath, level }: Props) {
  const { href, label } = item;
  const flags = (item.customProps ?? {}) as MenuItemProps;
  const internal = isInternalUrl(href);
  const active = internal && isActiveRoute(href, activePath);
  const content = (
    <>
      {flags.icon && <MenuIcon name={flags.icon} />}
      <span className={styles.label}>{label}</span>
      {flags.isNew && <span className={styles.badge}>New</span>}
    </>
  );
  return (
    <li
      className={clsx(
        'theme-doc-sidebar-item-link',
        `theme-doc-sidebar-item-link-level-${level}`,
        'menu__list-item',
      )}
    >
      {flags.pending ? (
        <span className={clsx('menu__link', styles.pending)} aria-disabled="true">
          {content}
        </span>
      ) : (
        <Link
          className={clsx('menu__link', styles.link, active && 'menu__link--active')}
          aria-current={active ? 'page' : undefined}
          to={href}
          {...(!internal && { target: '_blank', rel: 'noopener noreferrer' })}
        >
          {content}
        </Link>
      )}
    </li>
  );
}
