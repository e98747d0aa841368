/**
 * Swizzled (wrapped, lazily): the header's search box. The search theme's own component
 * (`@theme-original/SearchBar`: the local search of @easyops-cn/docusaurus-search-local, or Algolia
 * DocSearch when configured, see `src/lib/search-config.ts`) is not part of the first load: a tiny
 * launcher stands in its place, and the real search code is fetched when the reader opens search
 * (click, Ctrl/Cmd-K or '/'); pointing at or focusing the launcher starts the fetch early.
 */
import React, { Suspense, lazy, useCallback, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Launcher from './Launcher';
import { useSearchShortcuts } from './useSearchShortcuts';
import { useTypeAhead } from './useTypeAhead';

const loadLocal = () => import('./LocalSearchDialog');
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

  const openSearch = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const closeSearch = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus({ preventScroll: true });
  }, []);
  const warmUp = useCallback(() => {
    void (algolia ? loadAlgolia() : loadLocal());
  }, [algolia]);

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
