/**
 * Which side-menu sections are open (spec "Menu item behaviour").
 *
 * - Overview starts open and every other section closed.
 * - On a route that belongs to a section other than Overview (its page is listed there, or the route
 *   has a second path segment and the first one matches the section's title), that section opens and
 *   Overview closes.
 * - Our decision where the reference is silent: on a route listed in Overview, Overview opens again
 *   (the reference leaves it closed; a reader expects the section of the current page to be open).
 * - Every other section keeps the state the reader left it in; routes outside every section change
 *   nothing.
 */
import { MENU, DEFAULT_OPEN_SECTION, type MenuEntry } from '../data/menu';

/** Menu flags carried to the sidebar components as Docusaurus customProps. */
export type MenuItemProps = { isNew?: boolean; icon?: string; pending?: boolean };

/** Doc id of the page at a route path (the layout of `docs/`). */
export function docIdForPath(path: string): string {
  if (path === '/') return 'introduction';
  if (path === '/migration-guide') return 'migration-guide/index';
  return path.replace(/^\//, '');
}

/** The route without a docs version prefix (`/v10/guards` → `/guards`) or a trailing slash. */
export function normalizeRoute(pathname: string): string {
  const withoutVersion = pathname.replace(/^\/v\d+(?=\/|$)/, '');
  const trimmed = withoutVersion.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The label of the section the route belongs to, or null for a route outside every section. */
export function sectionForPath(pathname: string, menu: readonly MenuEntry[] = MENU): string | null {
  const route = normalizeRoute(pathname);
  for (const entry of menu) {
    if (entry.kind === 'section' && entry.items.some((item) => item.kind === 'doc' && item.path === route)) {
      return entry.label;
    }
  }
  const segments = route.split('/').filter(Boolean);
  if (segments.length >= 2) {
    const match = menu.find(
      (entry) => entry.kind === 'section' && entry.label.toLowerCase() === segments[0]?.toLowerCase(),
    );
    if (match) return match.label;
  }
  return null;
}

/** The open sections after navigating to `pathname`, given the ones open before. */
export function nextOpenSections(
  previous: readonly string[],
  pathname: string,
  menu: readonly MenuEntry[] = MENU,
): string[] {
  const section = sectionForPath(pathname, menu);
  if (section === null) return [...previous];
  const kept =
    section === DEFAULT_OPEN_SECTION ? previous : previous.filter((s) => s !== DEFAULT_OPEN_SECTION);
  return kept.includes(section) ? [...kept] : [...kept, section];
}

/** The open sections on the first render of `pathname` (server-rendered HTML included). */
export function initialOpenSections(pathname: string, menu: readonly MenuEntry[] = MENU): string[] {
  return nextOpenSections([DEFAULT_OPEN_SECTION], pathname, menu);
}

/** The open sections after the reader clicks a section's heading. */
export function toggleSection(open: readonly string[], label: string): string[] {
  return open.includes(label) ? open.filter((s) => s !== label) : [...open, label];
}

/**
 * A menu item is highlighted by exact match of its route with the current one, in the same docs
 * version (`/guards` is not active on `/v10/guards`); a trailing slash makes no difference.
 */
export function isActiveRoute(href: string, activePath: string): boolean {
  if (!href.startsWith('/')) return false;
  const version = (p: string) => /^\/v\d+(?=\/|$)/.exec(p)?.[0] ?? '';
  return version(href) === version(activePath) && normalizeRoute(href) === normalizeRoute(activePath);
}
