/**
 * What the search dialog lists for a query (issue 30), from the pages Pagefind returns: pure rules,
 * table-tested (tests/unit/search-results.test.ts).
 *
 * Pagefind ranks pages and gives each page's matching sections (a heading with an id, and the text up to
 * the next one) as sub-results. The dialog lists sections, the reader's target: first the best section of
 * each page in Pagefind's order, then more sections of the same pages (up to `sectionsPerPage` each),
 * `limit` in all. A section's own score is the sum of its matched words' balanced scores.
 */

/** The part of Pagefind's `result.data()` this module reads. */
export type PagefindWeightedLocation = { readonly weight: number; readonly balanced_score: number };
export type PagefindSubResult = {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  readonly weighted_locations?: readonly PagefindWeightedLocation[];
};
export type PagefindPage = {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: { readonly title?: string };
  readonly sub_results?: readonly PagefindSubResult[];
};

export type SearchOption = {
  /** Where the option leads: the page, with the section's anchor when it is a section. */
  readonly url: string;
  /** The section's heading, or the page title for the page's opening text. */
  readonly title: string;
  /** The page the section belongs to, after its side-menu section when it has one ('WebSockets › Guards'). */
  readonly page: string;
  /** Pagefind's excerpt: escaped text with the matched words in `<mark>`. */
  readonly excerpt: string;
};

const score = (sub: PagefindSubResult): number =>
  (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);

/** The side-menu section of a route ('WebSockets' for /websockets/guards), if it is in one. */
export type MenuSectionOf = (url: string) => string | undefined;

/** The sections of one page, best first; a page without sub-results is one option for the whole page. */
function sectionsOf(page: PagefindPage, menuSectionOf: MenuSectionOf): SearchOption[] {
  const title = page.meta.title ?? page.url;
  const menuSection = menuSectionOf(page.url);
  const pageTitle = menuSection && menuSection !== title ? `${menuSection} › ${title}` : title;
  const subs = [...(page.sub_results ?? [])].sort((a, b) => score(b) - score(a));
  if (!subs.length) return [{ url: page.url, title: pageTitle, page: pageTitle, excerpt: page.excerpt }];
  return subs.map((sub) => ({
    url: sub.url,
    title: sub.title || pageTitle,
    page: pageTitle,
    excerpt: sub.excerpt,
  }));
}

export function searchOptions(
  pages: readonly PagefindPage[],
  {
    limit,
    sectionsPerPage,
    menuSectionOf = () => undefined,
  }: { readonly limit: number; readonly sectionsPerPage: number; readonly menuSectionOf?: MenuSectionOf },
): SearchOption[] {
  const perPage = pages.map((page) => sectionsOf(page, menuSectionOf).slice(0, sectionsPerPage));
  const options: SearchOption[] = [];
  for (let round = 0; round < sectionsPerPage && options.length < limit; round += 1) {
    for (const sections of perPage) {
      const section = sections[round];
      if (section && options.length < limit) options.push(section);
    }
  }
  return options;
}

export type ExcerptPart = { readonly text: string; readonly marked: boolean };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  apos: "'",
};
const decode = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

/**
 * An excerpt as plain text parts, marked or not, for React to render as text: Pagefind escapes the
 * page's text and adds `<mark>` around matches; any other tag is dropped, never rendered as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else {
      const text = decode(piece.replace(/<[^>]*>/g, ''));
      if (text) parts.push({ text, marked });
    }
  }
  return parts;
}

/** Side-menu sections by route, for `menuSectionOf` (a version prefix such as `/v10` is ignored). */
export function menuSectionIndex(
  sections: readonly { readonly label: string; readonly paths: readonly string[] }[],
  versionPrefixes: readonly string[],
): MenuSectionOf {
  const byPath = new Map<string, string>();
  for (const { label, paths } of sections)
    for (const path of paths) if (!byPath.has(path)) byPath.set(path, label);
  return (url) => {
    let path = url.split('#')[0] ?? '';
    for (const prefix of versionPrefixes) {
      if (path === prefix) path = '/';
      else if (path.startsWith(`${prefix}/`)) path = path.slice(prefix.length);
    }
    return byPath.get(path);
  };
}
