import { renderHook, act } from '@testing-library/react';
import {
  ADS,
  AD_CHECK_DELAY_MS,
  AD_HIDDEN_MAX_WIDTH,
  AD_PLACEMENT_BREAKPOINTS,
  AD_TOC_CHECK_MIN_WIDTH,
  AD_TOC_MARGIN_PX,
} from '@site/src/data/site';
import { adPlacement, carbonScriptUrl, isAdVisible } from '@site/src/lib/ad-rules';
import { useAdVisibility } from '@site/src/hooks/useAdVisibility';

const WIDE = AD_TOC_CHECK_MIN_WIDTH + 1;
const HEIGHT = 900;
const ROOM = HEIGHT - AD_TOC_MARGIN_PX; // the tallest TOC that still leaves room for the ad

describe('ad visibility (width, window height, TOC height)', () => {
  it.each([
    // hidden at 360 px or less, whatever the TOC
    [AD_HIDDEN_MAX_WIDTH - 40, HEIGHT, 0, false],
    [AD_HIDDEN_MAX_WIDTH, HEIGHT, 0, false],
    [AD_HIDDEN_MAX_WIDTH + 1, HEIGHT, 0, true],
    // up to 1200 px the TOC height does not matter
    [768, HEIGHT, 5000, true],
    [AD_TOC_CHECK_MIN_WIDTH, HEIGHT, 5000, true],
    // above 1200 px: hidden only when the TOC is taller than window height minus 360 px
    [WIDE, HEIGHT, ROOM - 1, true],
    [WIDE, HEIGHT, ROOM, true],
    [WIDE, HEIGHT, ROOM + 1, false],
    [1600, 600, 300, false],
    [1600, 600, 200, true],
    [1600, 1200, 0, true],
  ])('%i px wide, %i px high, TOC %i px → visible %s', (width, windowHeight, tocHeight, visible) => {
    expect(isAdVisible({ width, windowHeight, tocHeight })).toBe(visible);
  });
});

describe('ad placement', () => {
  const [narrow, wide] = AD_PLACEMENT_BREAKPOINTS;
  it.each([
    [375, true, 'stacked'],
    [narrow, true, 'stacked'],
    [narrow + 1, true, 'beside'],
    [wide, true, 'beside'],
    [wide + 1, true, 'aside'],
    [wide + 1, false, 'beside'],
    [1600, true, 'aside'],
  ])('%i px, right column %s → %s', (width, hasAside, placement) => {
    expect(adPlacement(width, hasAside)).toBe(placement);
  });
});

test('the Carbon script address carries serve and placement', () => {
  const url = new URL(carbonScriptUrl());
  expect(`${url.origin}${url.pathname}`).toBe(ADS.script);
  expect(url.searchParams.get('serve')).toBe(ADS.serve);
  expect(url.searchParams.get('placement')).toBe(ADS.placement);
});

describe('useAdVisibility', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('decides AD_CHECK_DELAY_MS after each route change, from a fresh measurement', () => {
    let tocHeight = 100;
    const measure = () => ({ width: WIDE, windowHeight: HEIGHT, tocHeight });
    const { result, rerender } = renderHook(({ path }) => useAdVisibility(path, measure), {
      initialProps: { path: '/first-steps' },
    });
    expect(result.current).toBeNull();
    act(() => jest.advanceTimersByTime(AD_CHECK_DELAY_MS - 1));
    expect(result.current).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);

    tocHeight = ROOM + 1;
    rerender({ path: '/controllers' });
    expect(result.current).toBeNull();
    act(() => jest.advanceTimersByTime(AD_CHECK_DELAY_MS));
    expect(result.current).toBe(false);
  });
});
