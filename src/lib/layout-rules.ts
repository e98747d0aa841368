import { CONSULTING_ROUTE, SIDEBAR_AUTO_CLOSE_MAX_WIDTH } from '../data/site';
import { splitVersionPrefix } from './version-rules';

/** At 768 px or less the side menu closes at load, on resize and after each navigation. */
export function isNarrowViewport(width: number): boolean {
  return width <= SIDEBAR_AUTO_CLOSE_MAX_WIDTH;
}

/** Whether a URL (path plus query) is kept out of search engines. */
export function isNoIndexUrl(pathAndQuery: string, marker: string): boolean {
  return pathAndQuery.includes(marker);
}

/**
 * Where an unknown path goes (spec: unknown paths redirect to the root): a versioned path
 * (`/v10/<rest>`) with no page in that version goes to the same path in the current docs, which in
 * turn lands on `/` if it does not exist either.
 */
export function notFoundTarget(pathname: string): string {
  const { prefix, rest } = splitVersionPrefix(pathname);
  if (prefix && rest && rest !== '/') return rest.replace(/\/+$/, '') || '/';
  return '/';
}

/** Whether the route is the consulting page that forwards to the enterprise site. */
export function isConsultingRoute(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === CONSULTING_ROUTE;
}
