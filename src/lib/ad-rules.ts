/**
 * Sponsored ads (Carbon): when the box shows and where it sits (spec sections 4 and 9).
 *
 * - Hidden at AD_HIDDEN_MAX_WIDTH (360 px) or less.
 * - Above AD_TOC_CHECK_MIN_WIDTH (1200 px) the box sits in the right column under the table of
 *   contents, so it is hidden when the TOC is taller than the window height minus AD_TOC_MARGIN_PX
 *   (360 px): there would be no room left for it.
 * - Placement shifts at 768 and 1200 px: up to 768 px the box is centred at the top of the content,
 *   from 769 to 1200 px it sits at the top right of the content, above 1200 px it moves to the right
 *   column (when the page has one; otherwise it stays at the top right).
 */
import {
  ADS,
  AD_HIDDEN_MAX_WIDTH,
  AD_PLACEMENT_BREAKPOINTS,
  AD_TOC_CHECK_MIN_WIDTH,
  AD_TOC_MARGIN_PX,
} from '../data/site';

export type AdViewport = {
  /** window.innerWidth */
  readonly width: number;
  /** window.innerHeight */
  readonly windowHeight: number;
  /** Full height of the table of contents (0 when the page has none). */
  readonly tocHeight: number;
};

export function isAdVisible({ width, windowHeight, tocHeight }: AdViewport): boolean {
  if (width <= AD_HIDDEN_MAX_WIDTH) return false;
  if (width > AD_TOC_CHECK_MIN_WIDTH && tocHeight > windowHeight - AD_TOC_MARGIN_PX) return false;
  return true;
}

/** `stacked`: top of content, centred; `beside`: top of content, at the right; `aside`: right column. */
export type AdPlacement = 'stacked' | 'beside' | 'aside';

export function adPlacement(width: number, hasAside: boolean): AdPlacement {
  const [narrow, wide] = AD_PLACEMENT_BREAKPOINTS;
  if (width <= narrow) return 'stacked';
  if (width <= wide || !hasAside) return 'beside';
  return 'aside';
}

/** The Carbon script address with its serve and placement parameters. */
export function carbonScriptUrl(ads: { script: string; serve: string; placement: string } = ADS): string {
  const query = new URLSearchParams({ serve: ads.serve, placement: ads.placement });
  return `${ads.script}?${query.toString()}`;
}
