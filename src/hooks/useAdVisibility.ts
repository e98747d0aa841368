/**
 * Whether the ad box may show on the current page: decided AD_CHECK_DELAY_MS (300 ms) after each
 * route change, by the rule in `src/lib/ad-rules.ts`, from the window size and the height of the
 * desktop table of contents. `null` until the check has run for the current path.
 */
import { useEffect, useState } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { AD_CHECK_DELAY_MS } from '../data/site';
import { isAdVisible, type AdViewport } from '../lib/ad-rules';

export function measureAdViewport(): AdViewport {
  const toc = document.querySelector(`.${ThemeClassNames.docs.docTocDesktop}`);
  return {
    width: window.innerWidth,
    windowHeight: window.innerHeight,
    tocHeight: toc ? toc.scrollHeight : 0,
  };
}

export function useAdVisibility(
  pathname: string,
  measure: () => AdViewport = measureAdViewport,
): boolean | null {
  const [checked, setChecked] = useState<{ path: string; visible: boolean } | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(
      () => setChecked({ path: pathname, visible: isAdVisible(measure()) }),
      AD_CHECK_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname, measure]);

  return checked && checked.path === pathname ? checked.visible : null;
}
