/**
 * Loads the Pagefind bundle of a docs version (`/pagefind/pagefind.js`, `/v10/pagefind/pagefind.js`,
 * written after the build by src/build-time/search-index) once per version, on the first search. The
 * bundle is a static file outside the site's JavaScript chunks, so it is imported by URL at run time.
 */
import { LOCAL_SEARCH, SEARCH_LANGUAGE } from '@site/src/data/site';
import { ENTRY_TAG, bundleUrl, preloadBundle } from '@site/src/lib/search/bundle-url';
import type { PagefindPage } from '@site/src/lib/search/results';

export type PagefindResult = { readonly id: string; readonly data: () => Promise<PagefindPage> };
export type PagefindSearch = { readonly results: readonly PagefindResult[] };
export type Pagefind = {
  readonly options: (options: Record<string, unknown>) => Promise<void>;
  readonly init: () => Promise<void>;
  readonly preload: (term: string) => Promise<void>;
  readonly search: (term: string) => Promise<PagefindSearch>;
};

const loaded = new Map<string, Promise<Pagefind>>();

export function loadPagefind(versionPath: string): Promise<Pagefind> {
  const url = bundleUrl(versionPath);
  let pagefind = loaded.get(url);
  if (!pagefind) {
    pagefind = (async () => {
      preloadBundle(versionPath, SEARCH_LANGUAGE);
      const module = (await import(/* webpackIgnore: true */ url)) as Pagefind;
      // Ranking: long guides should not lose to short pages that say the word as often (the default
      // page-length weight, 0.75, put three short "Guards" pages above /guards).
      // baseUrl '/': pages were indexed with their full route ('/v10/guards'); Pagefind would otherwise
      // prefix the bundle's own folder ('/v10/v10/guards').
      // noWorker: the search runs on the page's thread. Pagefind's worker costs a round trip for its
      // script and its start-up before the index can even be requested (~0.4 s on the phone-like
      // profile of `npm run bench:search`), while a search over the chunks of a few words takes
      // milliseconds.
      await module.options({
        baseUrl: '/',
        excerptLength: LOCAL_SEARCH.snippetWords,
        ranking: { pageLength: 0.3 },
        noWorker: true,
        // The entry's URL the launcher preloaded (src/lib/search/bundle-url.ts).
        metaCacheTag: ENTRY_TAG,
      });
      await module.init();
      return module;
    })();
    // A failed load (offline, a missing bundle in development) is tried again on the next search.
    pagefind.catch(() => loaded.delete(url));
    loaded.set(url, pagefind);
  }
  return pagefind;
}
