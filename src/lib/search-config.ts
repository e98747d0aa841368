/**
 * The search switch (issues 5 and 30), a pure function of the build environment:
 * - `ALGOLIA_API_KEY` set (non-blank): Algolia DocSearch through preset-classic's
 *   `themeConfig.algolia` (app id and index name from the environment, else the defaults in
 *   `site.ts`), `contextualSearch` on so results follow the version being read.
 * - otherwise: local search on a chunked Pagefind index, one per docs version, written after the
 *   build by `src/build-time/search-index` (unlisted pages and `SEARCH_EXCLUDED_ROUTES` left out);
 *   the dialog (`src/theme/SearchBar`) loads the index of the version being read, chunk by chunk.
 * `themeConfig.algolia` with a missing field fails the build, so it is built whole or not at all.
 */
import { SEARCH, SEARCH_BOX } from '../data/site';

export type SearchEnv = Readonly<
  Partial<Record<'ALGOLIA_APP_ID' | 'ALGOLIA_API_KEY' | 'ALGOLIA_INDEX_NAME', string>>
>;

export type AlgoliaThemeConfig = {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  readonly contextualSearch: true;
};

export type SearchSetup =
  | { readonly kind: 'algolia'; readonly algolia: AlgoliaThemeConfig }
  | { readonly kind: 'local'; readonly algolia: undefined };

const filled = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export function searchSetup(env: SearchEnv): SearchSetup {
  const apiKey = filled(env.ALGOLIA_API_KEY);
  if (!apiKey) return { kind: 'local', algolia: undefined };
  return {
    kind: 'algolia',
    algolia: {
      appId: filled(env.ALGOLIA_APP_ID) ?? SEARCH.appId,
      apiKey,
      indexName: filled(env.ALGOLIA_INDEX_NAME) ?? SEARCH.indexName,
      contextualSearch: true,
    },
  };
}

/** What the search shortcut listener needs to know about a key press. */
export type ShortcutKeyEvent = {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** The key was pressed in a text field (input, textarea, select or contenteditable). */
  readonly inTextField: boolean;
};

/**
 * Ctrl-K (Cmd-K on macOS) opens search from anywhere, even a text field, as in most documentation
 * sites; '/' opens it only outside text fields, so it can still be typed.
 */
export function isSearchShortcut(event: ShortcutKeyEvent, isMac: boolean): boolean {
  if (event.altKey) return false;
  const modifier = isMac ? event.metaKey : event.ctrlKey;
  if (event.key.toLowerCase() === SEARCH_BOX.shortcutKey) return modifier;
  return event.key === SEARCH_BOX.slashKey && !event.ctrlKey && !event.metaKey && !event.inTextField;
}
