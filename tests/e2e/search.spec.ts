/**
 * Search (issues 5 and 30) on the production build with no Algolia credentials: the local search on a
 * Pagefind index per docs version. The launcher costs nothing on first load (the search code and the
 * index chunks arrive when search opens), Ctrl-K and '/' open a modal dialog, results come as you type,
 * arrows and Enter open the heading, results belong to the version being read, unlisted (noindex) pages
 * are never in the index, and nothing breaks the site's Content-Security-Policy.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { MENU_BUTTONS, SEARCH_BOX } from '../../src/data/site';

/** The ten reference queries and the page(s) a reader expects among the first three results. */
const QUERIES: readonly { query: string; expected: readonly string[] }[] = [
  { query: 'guard', expected: ['/guards'] },
  { query: 'dependency injection', expected: ['/providers', '/fundamentals/custom-providers'] },
  { query: 'ParseIntPipe', expected: ['/pipes'] },
  { query: 'websocket gateway', expected: ['/websockets/gateways'] },
  { query: 'health check', expected: ['/recipes/terminus'] },
  { query: 'CORS', expected: ['/security/cors'] },
  { query: 'cache', expected: ['/techniques/caching'] },
  { query: 'microservice kafka', expected: ['/microservices/kafka'] },
  { query: 'testing', expected: ['/fundamentals/testing'] },
  { query: 'swagger', expected: ['/openapi/introduction'] },
];

const TOP = 3;
const START = '/controllers';

/**
 * Waits that need the search code and the first index chunks to have arrived. Well under a second
 * here; more when the machine runs other builds and browsers beside the tests. These tests check
 * behaviour; the time search takes is the benchmark's business (`npm run bench:search`), so they wait
 * longer rather than fail.
 */
const whenLoaded = expect.configure({ timeout: 45_000 });

const launcher = (page: Page) => page.getByRole('button', { name: SEARCH_BOX.placeholder });
const dialog = (page: Page) => page.getByRole('dialog', { name: SEARCH_BOX.label });
const field = (page: Page) => dialog(page).getByRole('combobox');
const results = (page: Page) => dialog(page).getByRole('option');

/** The shortcut hint appears once the page is interactive and the shortcuts work. */
async function whenInteractive(page: Page): Promise<void> {
  await expect(launcher(page).locator('kbd').first()).toBeVisible();
}

async function search(page: Page, query: string): Promise<void> {
  await whenInteractive(page);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.type(query);
  await whenLoaded(results(page).first()).toBeVisible();
  // Results arrive page by page; the status counts them once all are in.
  await whenLoaded(dialog(page).getByRole('status')).toHaveText(/^\d+ results?$/);
}

/** Where the result at `index` leads (path only), starting from `start`. */
async function targetOf(page: Page, start: string, query: string, index: number): Promise<string | null> {
  await page.goto(start);
  await search(page, query);
  if ((await results(page).count()) <= index) return null;
  // The option's own target, not where the site's 404 rules may forward a wrong one.
  const target = await results(page).nth(index).getAttribute('data-url');
  await results(page).nth(index).click();
  await expect(dialog(page)).toBeHidden();
  const landed = new URL(page.url()).pathname;
  expect(new URL(target ?? '', page.url()).pathname).toBe(landed);
  return landed;
}

/** Whether the page's article has a word starting with each query word ('websocket' ~ 'WebSockets'). */
async function pageMentions(page: Page, route: string, query: string): Promise<boolean> {
  const html = await (await page.request.get(route)).text();
  const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
  const text = article.replace(/<[^>]+>/g, ' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) =>
      new RegExp(`\\b${word.replace(/s$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text),
    );
}

test.describe('the search launcher', () => {
  test('is a button with the shortcut shown, and costs nothing until search opens', async ({
    page,
    consoleProblems,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const firstLoadScripts: string[] = [];
    page.on('response', async (response) => {
      if (/\.js(\?|$)/.test(response.url())) firstLoadScripts.push(await response.text());
    });
    await page.goto(START);
    await page.waitForLoadState('networkidle');

    const button = launcher(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-keyshortcuts', /Control\+K/);
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button.locator('kbd', { hasText: 'K' })).toBeVisible();

    // First load: no index, and none of the search code (the loader in the dialog's chunks sets the
    // bundle's options; the launcher itself only knows the bundle's URL).
    const isIndex = (url: string) => new URL(url).pathname.startsWith('/pagefind/');
    expect(requested.filter(isIndex)).toEqual([]);
    const loaded = firstLoadScripts.length;
    const isSearchCode = (body: string) => body.includes('excerptLength');
    expect(firstLoadScripts.some(isSearchCode)).toBe(false);

    await whenInteractive(page);
    await button.click();
    await whenLoaded(field(page)).toBeFocused();
    await page.keyboard.type('guard');
    await whenLoaded(results(page).first()).toBeVisible();
    const onOpen = firstLoadScripts.slice(loaded);
    expect(onOpen.some(isSearchCode)).toBe(true);
    // The index comes in chunks: the bundle's entry, its code, and the chunks and fragments of this query.
    const index = requested.filter(isIndex).map((url) => new URL(url));
    expect(index.map((url) => url.pathname)).toContain('/pagefind/pagefind.js');
    // What Pagefind needs before it can search was requested beside its script, once: Pagefind took
    // the preloaded responses instead of asking again.
    for (const file of [
      '/pagefind/pagefind-entry.json',
      '/pagefind/pagefind.en.pf_meta',
      '/pagefind/wasm.en.pagefind',
    ]) {
      expect(index.filter((url) => url.pathname === file)).toHaveLength(1);
    }
    expect(consoleProblems).toEqual([]);
  });

  test("Ctrl-K and '/' open the dialog; Esc closes it and focus returns", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(START);
    await whenInteractive(page);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await whenLoaded(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();

    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await whenLoaded(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue('');
    // Modal: the page behind is inert, Tab stays in the dialog.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    expect(consoleProblems).toEqual([]);
  });

  test('a query typed straight after Ctrl-K is kept while search loads', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(START);
    await whenInteractive(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('kafka');
    await whenLoaded(field(page)).toHaveValue('kafka');
    await whenLoaded(results(page).first()).toContainText(/kafka/i);
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('results', () => {
  test('show title, section and the matched words; arrows and Enter open the heading', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(START);
    await search(page, 'binding guards');
    const first = results(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first.locator('mark').first()).toBeVisible();

    // A heading result names its section and its page.
    const heading = results(page).filter({ hasText: 'Binding guards' }).first();
    await expect(heading).toContainText('Guards');

    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    const url = new URL(page.url());
    expect(url.pathname).not.toBe(START);
    expect(url.hash).toMatch(/^#.+/);
    await expect(page.locator(`[id="${decodeURIComponent(url.hash.slice(1))}"]`)).toBeAttached();
    expect(consoleProblems).toEqual([]);
  });

  for (const { query, expected } of QUERIES) {
    test(`'${query}' finds ${expected.join(' or ')} in the first ${TOP}`, async ({
      page,
      consoleProblems,
    }) => {
      // Search finds words that are on a page: an expected page that does not mention the query is a
      // failure of its own (a page lost its text), named as such rather than skipped.
      const mentions = await Promise.all(expected.map((route) => pageMentions(page, route, query)));
      expect(mentions.some(Boolean), `${expected.join(', ')} should mention '${query}'`).toBe(true);
      const seen: (string | null)[] = [];
      for (let index = 0; index < TOP; index += 1) {
        const target = await targetOf(page, START, query, index);
        seen.push(target);
        if (target && expected.includes(target)) break;
      }
      expect(
        seen.some((target) => target !== null && expected.includes(target)),
        seen.join(', '),
      ).toBe(true);
      expect(consoleProblems).toEqual([]);
    });
  }
});

test.describe('version scope', () => {
  test('while reading Version 10, results come from Version 10', async ({ page, consoleProblems }) => {
    expect(await targetOf(page, '/v10/controllers', 'guard', 0)).toBe('/v10/guards');
    expect(await targetOf(page, '/v10/controllers', 'kafka', 0)).toBe('/v10/microservices/kafka');
    expect(consoleProblems).toEqual([]);
  });

  test('while reading Version 11, results come from Version 11', async ({ page, consoleProblems }) => {
    expect(await targetOf(page, START, 'guard', 0)).toBe('/guards');
    expect(await targetOf(page, '/', 'kafka', 0)).toBe('/microservices/kafka');
    expect(consoleProblems).toEqual([]);
  });

  test('moving to Version 10 in the page moves search with it', async ({ page, consoleProblems }) => {
    const v10Files: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/v10/pagefind/')) v10Files.push(path);
    });
    await page.goto(START);
    await search(page, 'guard');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: MENU_BUTTONS.olderVersion }).click();
    await expect(page).toHaveURL(/\/v10(\/|$)/);
    await search(page, 'guard');
    // Version 10's bundle searched (an index chunk of its own), its start files taken from the preloads:
    // requested once each.
    await expect.poll(() => v10Files.some((path) => path.startsWith('/v10/pagefind/index/'))).toBe(true);
    for (const file of ['pagefind-entry.json', 'pagefind.en.pf_meta', 'wasm.en.pagefind']) {
      expect(v10Files.filter((path) => path === `/v10/pagefind/${file}`)).toHaveLength(1);
    }
    await results(page).first().click();
    await expect(page).toHaveURL(/\/v10\/guards/);
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('the index', () => {
  const build = path.resolve(__dirname, '..', '..', 'build');

  /** Every built page marked noindex (unlisted docs), as a route path. */
  function noindexRoutes(): string[] {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'assets' && entry.name !== 'pagefind') walk(full);
        } else if (entry.name.endsWith('.html')) {
          const html = fs.readFileSync(full, 'utf8');
          if (!/<meta[^>]+name=["']?robots["']?[^>]+content=["']?[^"'>]*noindex/.test(html)) continue;
          if (/http-equiv=["']?refresh/i.test(html)) continue; // redirect pages
          const route = `/${path.relative(build, full)}`.replace(/(\/index)?\.html$/, '');
          found.push(route === '' ? '/' : route);
        }
      }
    };
    walk(build);
    return found;
  }

  /** Every page of a version's bundle, with its indexed text, through Pagefind's own API in the page. */
  async function indexedPages(page: Page, bundle: string, version: string) {
    await page.goto(START);
    return page.evaluate(
      async ({ bundle, version }) => {
        type Data = { url: string; content: string };
        const pagefind = (await import(bundle)) as {
          options: (options: { baseUrl: string }) => Promise<void>;
          init: () => Promise<void>;
          search: (
            term: null,
            options: { filters: Record<string, string> },
          ) => Promise<{ results: { data: () => Promise<Data> }[] }>;
        };
        await pagefind.options({ baseUrl: '/' }); // as the site's dialog sets it
        await pagefind.init();
        const search = await pagefind.search(null, { filters: { version } });
        return Promise.all(
          search.results.map(async (result) => {
            const data = await result.data();
            return { url: data.url, content: data.content };
          }),
        );
      },
      { bundle, version },
    );
  }

  test('one index per version, each holding only its own pages', async ({ page, consoleProblems }) => {
    const v11 = (await indexedPages(page, '/pagefind/pagefind.js', '11')).map((p) => p.url);
    const v10 = (await indexedPages(page, '/v10/pagefind/pagefind.js', '10')).map((p) => p.url);
    expect(v11).toContain('/guards');
    expect(v10).toContain('/v10/guards');
    expect(v11.length).toBeGreaterThan(100);
    expect(v10.length).toBeGreaterThan(100);
    const inV10 = (url: string) => url === '/v10' || url.startsWith('/v10/');
    expect(v11.filter(inV10)).toEqual([]);
    expect(v10.filter((url) => !inV10(url))).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test('samples are indexed by their TypeScript, not their generated JavaScript', async ({ page }) => {
    const pipes = (await indexedPages(page, '/pagefind/pagefind.js', '11')).find((p) => p.url === '/pipes');
    // The pipes page's constructor, as TypeScript and as the JavaScript generated from it.
    expect(pipes?.content).toContain('catsService: CatsService');
    expect(pipes?.content).not.toContain('this.catsService = catsService');
  });

  test('unlisted pages (noindex) are never indexed', async ({ page }) => {
    const unlisted = noindexRoutes();
    // The kitchen sink is unlisted: the check always has at least that page to look for.
    expect(unlisted).toContain('/kitchen-sink');
    const indexed = new Set(
      [
        ...(await indexedPages(page, '/pagefind/pagefind.js', '11')),
        ...(await indexedPages(page, '/v10/pagefind/pagefind.js', '10')),
      ].map((p) => p.url),
    );
    expect(unlisted.filter((route) => indexed.has(route))).toEqual([]);
  });
});

test.describe('failure', () => {
  test('an unreachable index says so in the dialog; nothing is logged as an error', async ({
    page,
    consoleProblems,
  }) => {
    await page.route('**/pagefind/**', (route) => route.abort('blockedbyclient'));
    await page.goto(START);
    await whenInteractive(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('guard');
    await whenLoaded(dialog(page).getByRole('status')).toHaveText(/unavailable/i);
    await expect(results(page)).toHaveCount(0);
    // Back online: the next query loads the index and answers.
    await page.unroute('**/pagefind/**');
    await page.keyboard.type('s');
    await whenLoaded(results(page).first()).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });
});
