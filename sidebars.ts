/**
 * The Docusaurus sidebar, built from the typed menu in `src/data/menu.ts`.
 * Doc ids follow the file layout of `docs/`: `/controllers` → `controllers.md`,
 * `/fundamentals/testing` → `fundamentals/testing.md`, `/` → `introduction.md`,
 * `/migration-guide` → `migration-guide/index.md`.
 */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { MENU, DEFAULT_OPEN_SECTION, type MenuEntry, type MenuLeaf } from './src/data/menu';
import { docIdForPath, type MenuItemProps } from './src/lib/menu-rules';

type SidebarItem =
  Exclude<SidebarsConfig[string], { [key: string]: unknown }> extends (infer I)[] ? I : never;

function customProps(entry: MenuLeaf): MenuItemProps {
  return {
    ...(entry.isNew && { isNew: true }),
    ...(entry.icon && { icon: entry.icon }),
    ...(entry.pending && { pending: true }),
  };
}

function toSidebarItem(entry: MenuEntry): SidebarItem {
  switch (entry.kind) {
    case 'doc':
      return {
        type: 'doc',
        id: docIdForPath(entry.path),
        label: entry.label,
        customProps: customProps(entry),
      };
    case 'link':
      return { type: 'link', label: entry.label, href: entry.path, customProps: customProps(entry) };
    case 'external':
      return { type: 'link', label: entry.label, href: entry.url, customProps: customProps(entry) };
    case 'section':
      return {
        type: 'category',
        label: entry.label,
        collapsible: true,
        collapsed: entry.label !== DEFAULT_OPEN_SECTION,
        items: entry.items.map(toSidebarItem),
      };
  }
}

const sidebars = { docs: MENU.map(toSidebarItem) } satisfies SidebarsConfig;

export default sidebars;
