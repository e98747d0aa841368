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
import { splitVersionPrefix } from './version-rules';
import type { MenuEntry } from '../data/menu';

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
  const trimmed = splitVersionPrefix(pathname).rest.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * What the rules need of the menu, small enough for every page's JavaScript (the menu itself is built
 * into the sidebar at build time): the section titles, and the section of each doc listed in a section
 * whose title the route's first segment does not name (the Overview pages: `/controllers`...), and the
 * section open by default. The site plugin computes it from `src/data/menu.ts` and ships it as its
 * global data.
 */
export type MenuIndex = {
  readonly defaultOpen: string;
  readonly sections: readonly string[];
  readonly listed: Readonly<Record<string, string>>;
};

function sectionBySegment(route: string, sections: readonly string[]): string | null {
  const segments = route.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  return sections.find((label) => label.toLowerCase() === segments[0]?.toLowerCase()) ?? null;
}

export function menuIndex(menu: readonly MenuEntry[], defaultOpen: string): MenuIndex {
  const sections = menu.flatMap((entry) => (entry.kind === 'section' ? [entry.label] : []));
  const listed: Record<string, string> = {};
  const seen = new Set<string>();
  for (const entry of menu) {
    if (entry.kind !== 'section') continue;
    for (const item of entry.items) {
      if (item.kind !== 'doc' || seen.has(item.path)) continue;
      seen.add(item.path);
      if (sectionBySegment(item.path, sections) !== entry.label) listed[item.path] = entry.label;
    }
  }
  return { defaultOpen, sections, listed };
}

/**
 * The title of the section the route belongs to, or null for a route outside every section: the
 * section that lists its page, else (a route of two segments or more) the section its first segment
 * names.
 */
export function sectionForPath(pathname: string, index: MenuIndex): string | null {
  const route = normalizeRoute(pathname);
  return index.listed[route] ?? sectionBySegment(route, index.sections);
}

/** The open sections after navigating to `pathname`, given the ones open before. */
export function nextOpenSections(previous: readonly string[], pathname: string, index: MenuIndex): string[] {
  const section = sectionForPath(pathname, index);
  if (section === null) return [...previous];
  const kept = section === index.defaultOpen ? previous : previous.filter((s) => s !== index.defaultOpen);
  return kept.includes(section) ? [...kept] : [...kept, section];
}

/** The open sections on the first render of `pathname` (server-rendered HTML included). */
export function initialOpenSections(pathname: string, index: MenuIndex): string[] {
  return nextOpenSections([index.defaultOpen], pathname, index);
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
  const version = (p: string) => splitVersionPrefix(p).prefix;
  return version(href) === version(activePath) && normalizeRoute(href) === normalizeRoute(activePath);
}
