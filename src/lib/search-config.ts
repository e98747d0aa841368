/**
 * The search switch (issue 5), a pure function of the build environment:
 * - `ALGOLIA_API_KEY` set (non-blank): Algolia DocSearch through preset-classic's
 *   `themeConfig.algolia` (app id and index name from the environment, else the defaults in
 *   `site.ts`), `contextualSearch` on so results follow the version being read. No extra theme.
 * - otherwise: the embedded local search theme (@easyops-cn/docusaurus-search-local), indexed at
 *   build time, one index per docs version, unlisted (noindex) pages left out.
 * The two themes both provide `@theme/SearchBar`, so exactly one is ever configured: preset-classic
 * only adds theme-search-algolia when `themeConfig.algolia` is set, and that key with a missing
 * field fails the build, so it is built whole or not at all.
 */
import type { PluginConfig } from '@docusaurus/types';
import { LOCAL_SEARCH, SEARCH, SEARCH_BOX, SEARCH_EXCLUDED_ROUTES } from '../data/site';

export type SearchEnv = Readonly<
  Partial<Record<'ALGOLIA_APP_ID' | 'ALGOLIA_API_KEY' | 'ALGOLIA_INDEX_NAME', string>>
>;

export type AlgoliaThemeConfig = {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  readonly contextualSearch: true;
};

export const LOCAL_SEARCH_THEME = '@easyops-cn/docusaurus-search-local';

/** Options of the local search theme (a subset of its PluginOptions, typed here). */
export type LocalSearchOptions = {
  readonly indexDocs: true;
  readonly indexBlog: false;
  readonly indexPages: false;
  readonly docsRouteBasePath: string;
  readonly language: readonly string[];
  readonly hashed: true;
  readonly explicitSearchResultPath: true;
  readonly highlightSearchTermsOnTargetPage: false;
  readonly searchBarShortcut: false;
  readonly searchResultLimits: number;
  readonly searchResultContextMaxLength: number;
  readonly ignoreFiles: readonly RegExp[];
  readonly ignoreCssSelectors: readonly string[];
};

export type SearchSetup =
  | { readonly kind: 'algolia'; readonly themes: PluginConfig[]; readonly algolia: AlgoliaThemeConfig }
  | { readonly kind: 'local'; readonly themes: PluginConfig[]; readonly algolia: undefined };

export const LOCAL_SEARCH_OPTIONS: LocalSearchOptions = {
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: '/',
  language: ['en'],
  hashed: true,
  explicitSearchResultPath: true,
  highlightSearchTermsOnTargetPage: false,
  // The site's own launcher owns Ctrl/Cmd-K and '/'.
  searchBarShortcut: false,
  searchResultLimits: LOCAL_SEARCH.resultLimit,
  searchResultContextMaxLength: LOCAL_SEARCH.snippetLength,
  ignoreFiles: SEARCH_EXCLUDED_ROUTES,
  // Not indexed: the JavaScript variant of each sample (the TypeScript one, with the same names, is)
  // and the sample bar's buttons. Half the code text, and the index every search loads, goes. Nor is
  // the line at the end of a page naming the versions its samples compile against (sample-versions.ts).
  ignoreCssSelectors: [".code-sample pre[data-variant='js']", '.code-sample__buttons', '.samples-checked'],
};

const filled = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export function searchSetup(env: SearchEnv): SearchSetup {
  const apiKey = filled(env.ALGOLIA_API_KEY);
  if (!apiKey) {
    return {
      kind: 'local',
      themes: [
        [
          LOCAL_SEARCH_THEME,
          {
            ...LOCAL_SEARCH_OPTIONS,
            language: [...LOCAL_SEARCH_OPTIONS.language],
            ignoreFiles: [...LOCAL_SEARCH_OPTIONS.ignoreFiles],
            ignoreCssSelectors: [...LOCAL_SEARCH_OPTIONS.ignoreCssSelectors],
          },
        ],
      ],
      algolia: undefined,
    };
  }
  return {
    kind: 'algolia',
    themes: [],
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
