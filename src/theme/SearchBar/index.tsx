/**
 * Swizzled: the header's search box. The search code is not part of the first load: a tiny launcher
 * stands in its place, and the real search is fetched when the reader opens search (click,
 * Ctrl/Cmd-K or '/'); pointing at or focusing the launcher starts the fetch early. Local mode (no
 * Algolia key, see `src/lib/search-config.ts`): our dialog (`LocalSearchDialog`) on the Pagefind
 * index of the version being read, which starts loading at the same moment as the dialog's code
 * (its script, entry, WebAssembly and metadata: about 75 KB), not after it. Algolia mode: DocSearch
 * (`AlgoliaHandoff`) takes the launcher's place on first open.
 */
import React, { Suspense, lazy, useCallback, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';
import { SEARCH_LANGUAGE } from '@site/src/data/site';
import { bundleUrl, preloadBundle } from '@site/src/lib/search/bundle-url';
import Launcher from './Launcher';
import { useSearchShortcuts } from './useSearchShortcuts';
import { useTypeAhead } from './useTypeAhead';

const loadLocal = () => import('./LocalSearchDialog');
/**
 * The index of the version being read starts loading with the dialog's code, not after it. The
 * bundle's script is requested at once (the same module the loader imports: the browser fetches it
 * once), and beside it the files Pagefind asks for before it can search (entry, metadata,
 * WebAssembly); waiting for the loader's chunk, then for each of those in turn, cost a round trip each.
 */
const loadIndex = (versionPath: string) => {
  preloadBundle(versionPath, SEARCH_LANGUAGE);
  import(/* webpackIgnore: true */ bundleUrl(versionPath)).catch(() => undefined);
  return import('./pagefind').then(({ loadPagefind }) => loadPagefind(versionPath)).catch(() => undefined);
};
const loadAlgolia = () => import('./AlgoliaHandoff');
const LocalSearchDialog = lazy(loadLocal);
const AlgoliaHandoff = lazy(loadAlgolia);

function useAlgoliaConfigured(): boolean {
  const { siteConfig } = useDocusaurusContext();
  return Boolean((siteConfig.themeConfig as { algolia?: unknown }).algolia);
}

export default function SearchBar() {
  const algolia = useAlgoliaConfigured();
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const versionPath = useActivePluginAndVersion()?.activeVersion?.path ?? '/';

  const openSearch = useCallback(() => {
    if (!algolia) void loadIndex(versionPath);
    setLoaded(true);
    setOpen(true);
  }, [algolia, versionPath]);
  const closeSearch = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus({ preventScroll: true });
  }, []);
  const warmUp = useCallback(() => {
    if (algolia) void loadAlgolia();
    else void Promise.all([loadLocal(), loadIndex(versionPath)]);
  }, [algolia, versionPath]);

  // Once DocSearch has taken over, its own button and shortcuts are in charge.
  const handedOff = algolia && loaded;
  useSearchShortcuts(!handedOff && !open, openSearch);
  const typedAhead = useTypeAhead(open && !algolia);

  if (handedOff) {
    return (
      <Suspense
        fallback={<Launcher onOpen={openSearch} onWarmUp={warmUp} expanded buttonRef={launcherRef} />}
      >
        <AlgoliaHandoff />
      </Suspense>
    );
  }
  return (
    <>
      <Launcher onOpen={openSearch} onWarmUp={warmUp} expanded={open} buttonRef={launcherRef} />
      {loaded && (
        <Suspense fallback={null}>
          <LocalSearchDialog open={open} onClose={closeSearch} typedAhead={typedAhead} />
        </Suspense>
      )}
    </>
  );
}
