/**
 * Link prefetch (issue 14): Docusaurus fetches, at low priority, the chunks of the pages whose links
 * scroll into view. With the lean registry (src/build-time/route-data/rewrite.ts) chunks are looked up by
 * registry index (src/lib/chunk-assets.ts): every file requested exists, none is `*.undefined.js`, and what
 * is prefetched for a link is what its page loads.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, hydrated, noViewportPrefetch } from './fixtures';

/** Paths of the JavaScript files the page has fetched so far (prefetches included). */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/js/')),
  );

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

/**
 * The JavaScript files a client-side navigation from `start` to `route` loads (nothing prefetched):
 * a docs page's full module, not the head module a first load of it uses (src/lib/article-split.ts).
 */
async function navigationLoads(browser: Browser, start: string, route: string): Promise<string[]> {
  const page = await browser.newPage();
  await noViewportPrefetch(page);
  await page.goto(start);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const before = new Set(await scriptsFetched(page));
  await page.evaluate(
    (path) =>
      (window as unknown as { docusaurus: { preload(p: string): Promise<unknown> } }).docusaurus.preload(
        path,
      ),
    route,
  );
  await page.waitForLoadState('networkidle');
  const loaded = (await scriptsFetched(page)).filter((p) => !before.has(p));
  await page.close();
  return loaded;
}

for (const [route, start] of [
  ['/fundamentals/custom-providers', '/controllers'],
  ['/techniques/queues', '/'],
  ['/v10/controllers', '/v10/guards'],
  ['/discover/companies', '/support'],
] as const) {
  test(`prefetching ${route} fetches what navigating to it loads, and only chunks of its routes`, async ({
    browser,
  }) => {
    const needed = await navigationLoads(browser, start, route);
    expect(needed.length).toBeGreaterThan(0);
    // Docusaurus prefetches the chunks of every route at the paths the route matches: the page's own,
    // and those of the routes at its parents' paths (the docs root `/`, a version's root `/v10`).
    const version = route.startsWith('/v10/') ? '/v10' : '/';
    const ofMatchedRoutes = new Set([
      ...needed,
      ...(await navigationLoads(browser, start, '/')),
      ...(await navigationLoads(browser, start, version)),
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
    // Everything the navigation needs beyond what the start page has, prefetched…
    expect(needed.filter((p) => !fetchedNow.includes(p))).toEqual([]);
    // …and nothing that navigating to the matched routes does not load (an unrelated chunk of the same
    // id, or a page's head module).
    expect(fetchedNow.filter((p) => !ofMatchedRoutes.has(p))).toEqual([]);
  });
}

test('a first load fetches the head module of its page, not the full one', async ({ browser }) => {
  const first = await browser.newPage();
  await noViewportPrefetch(first);
  await first.goto('/techniques/queues');
  await hydrated(first);
  await first.waitForLoadState('networkidle');
  const firstLoad = await scriptsFetched(first);
  await first.close();
  const full = await navigationLoads(browser, '/', '/techniques/queues');
  // the full module is what a navigation adds; a first load never fetches it
  expect(full.filter((p) => firstLoad.includes(p))).toEqual([]);
});
