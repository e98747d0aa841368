/**
 * One ad per page view, two places it can sit: AdProvider (in DocItem/Layout) runs the visibility
 * check and the loading; AdSlot elements (top of the content, and under the TOC in the right
 * column) render the reserved room, and the active one holds the ad.
 */
import React, { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { AD_PLACEMENT_BREAKPOINTS } from '@site/src/data/site';
import { adPlacement } from '@site/src/lib/ad-rules';
import { useAdVisibility } from '@site/src/hooks/useAdVisibility';
import { useCarbonAd, type AdStatus } from './useCarbonAd';

export type AdSlotName = 'top' | 'aside';

type AdState = {
  readonly status: AdStatus;
  readonly node: HTMLElement | null;
  readonly activeSlot: AdSlotName;
  readonly hasAside: boolean;
};

const AdContext = createContext<AdState | null>(null);

/** Which slot holds the ad: the right column above the widest placement breakpoint, if the page has one. */
function useActiveSlot(hasAside: boolean): AdSlotName {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${AD_PLACEMENT_BREAKPOINTS[1] + 1}px)`);
    const update = () => setWidth(window.innerWidth);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return width !== null && adPlacement(width, hasAside) === 'aside' ? 'aside' : 'top';
}

export function AdProvider({ hasAside, children }: { hasAside: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const visible = useAdVisibility(pathname);
  const { status, node } = useCarbonAd(visible, pathname);
  const activeSlot = useActiveSlot(hasAside);
  return <AdContext.Provider value={{ status, node, activeSlot, hasAside }}>{children}</AdContext.Provider>;
}

export function useAd(): AdState {
  const state = useContext(AdContext);
  if (!state) throw new Error('useAd() must be used inside <AdProvider> (DocItem/Layout).');
  return state;
}
