/**
 * Link prefetch (issue 14): Docusaurus fetches, at low priority, the chunks of the pages whose links
 * scroll into view. With the lean registry (src/build-time/route-data/rewrite.ts) chunks are looked up by
 * registry index (src/lib/chunk-assets.ts): every file requested exists, none is `*.undefined.js`, and what
 * is prefetched for a link is what its page loads.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';

/** Paths of the JavaScript files the page has fetched so far (prefetches included). */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/js/')),
  );

/** Prefetching happens only when the test asks for it (no link is ever reported in view). */
async function noViewportPrefetch(page: Page) {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
      root = null;
      rootMargin = '';
      thresholds = [];
    } as unknown as typeof IntersectionObserver;
  });
}

test('the links of an open menu prefetch existing chunks only, never *.undefined.js', async ({
  page,
  consoleProblems,
}) => {
  const requested: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/js/')) requested.push(url.pathname);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/controllers');
  await hydrated(page);
  // Open every section and bring every menu link into view.
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  const closed = menu.getByRole('button', { expanded: false });
  for (let left = await closed.count(); left > 0; left -= 1) await closed.first().click();
  await expect(closed).toHaveCount(0);
  await menu.evaluate(async (nav) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (const link of Array.from(nav.querySelectorAll('a[href]'))) {
      link.scrollIntoView({ block: 'nearest' });
      await frame();
      await frame(); // IntersectionObserver reports after a frame
    }
  });
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(50);
  const prefetched = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(prefetched.filter((p) => p.includes('undefined'))).toEqual([]);
  expect(requested.filter((p) => p.includes('undefined'))).toEqual([]);
  expect(failed).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

/** The JavaScript files a page loads when opened directly (nothing prefetched). */
async function loadedBy(browser: Browser, path: string): Promise<string[]> {
  const page = await browser.newPage();
  await noViewportPrefetch(page);
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const scripts = await scriptsFetched(page);
  await page.close();
  return scripts;
}

for (const [route, start] of [
  ['/fundamentals/custom-providers', '/controllers'],
  ['/techniques/queues', '/'],
  ['/v10/controllers', '/v10/guards'],
  ['/discover/companies', '/support'],
] as const) {
  test(`prefetching ${route} fetches the chunks its page loads, and only chunks of its routes`, async ({
    browser,
  }) => {
    // Docusaurus prefetches the chunks of every route the path matches: the page's own, and those
    // of the routes at its parents' paths (the docs root `/`, a version's root `/v10`).
    const version = route.startsWith('/v10/') ? '/v10' : '/';
    const startScripts = new Set(await loadedBy(browser, start));
    const needed = (await loadedBy(browser, route)).filter((p) => !startScripts.has(p));
    expect(needed.length).toBeGreaterThan(0);
    const ofMatchedRoutes = new Set([
      ...(await loadedBy(browser, route)),
      ...(await loadedBy(browser, '/')),
      ...(await loadedBy(browser, version)),
    ]);

    const page = await browser.newPage();
    await noViewportPrefetch(page);
    await page.goto(start);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const before = new Set(await scriptsFetched(page));
    await page.evaluate(
      (path) =>
        (window as unknown as { docusaurus: { prefetch(p: string): unknown } }).docusaurus.prefetch(path),
      route,
    );
    await page.waitForLoadState('networkidle');
    const prefetched = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    const fetchedNow = (await scriptsFetched(page)).filter((p) => !before.has(p));
    await page.close();

    expect(prefetched.filter((p) => p.includes('undefined'))).toEqual([]);
    // Everything the page needs beyond what the start page has, prefetched…
    expect(needed.filter((p) => !fetchedNow.includes(p))).toEqual([]);
    // …and nothing that none of the matched routes loads (an unrelated chunk of the same id).
    expect(fetchedNow.filter((p) => !ofMatchedRoutes.has(p))).toEqual([]);
  });
}
