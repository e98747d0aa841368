import {
  isNarrowViewport,
  isNoIndexUrl,
  isConsultingRoute,
  notFoundTarget,
} from '@site/src/lib/layout-rules';
import { NOINDEX_URL_MARKER, SIDEBAR_AUTO_CLOSE_MAX_WIDTH } from '@site/src/data/site';

describe('side menu auto-close width', () => {
  it.each([
    [320, true],
    [SIDEBAR_AUTO_CLOSE_MAX_WIDTH, true],
    [SIDEBAR_AUTO_CLOSE_MAX_WIDTH + 1, false],
    [1400, false],
  ])('%i px → narrow %s', (width, narrow) => {
    expect(isNarrowViewport(width)).toBe(narrow);
  });
});

describe('noindex', () => {
  it.each([
    ['/recipes/crud-utilities', true],
    ['/controllers?from=crud-utilities', true],
    ['/recipes/crud-generator', false],
    ['/', false],
  ])('%s → %s', (url, expected) => {
    expect(isNoIndexUrl(url, NOINDEX_URL_MARKER)).toBe(expected);
  });
});

describe('unknown paths', () => {
  it.each([
    ['/nope', '/'],
    ['/fundamentals/nope', '/'],
    ['/v10/migration-guide', '/migration-guide'],
    ['/v10/migration-guide/faq/', '/migration-guide/faq'],
    ['/v10/', '/'],
    ['/v10', '/'],
  ])('%s → %s', (path, target) => {
    expect(notFoundTarget(path)).toBe(target);
  });

  it.each([
    ['/consulting', true],
    ['/consulting/', true],
    ['/consulting-extra', false],
  ])('consulting route %s → %s', (path, expected) => {
    expect(isConsultingRoute(path)).toBe(expected);
  });
});
