import React from 'react';
import type { MenuIcon as MenuIconName } from '@site/src/data/menu';

const paths: Record<MenuIconName, string> = {
  external: 'M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42L17.59 5H14V3ZM5 5h6v2H7v10h10v-4h2v6H5V5Z',
  heart:
    'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.5 1.1 4.3 2.4.8-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21Z',
};

/** A small decorative icon of a menu item; the item's text names it for assistive technology. */
export default function MenuIcon({ name }: { name: string }) {
  const d = paths[name as MenuIconName];
  if (!d) return null;
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}
