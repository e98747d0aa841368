/**
 * Every page of the sitemap (both versions), as readers get it (issue 8):
 * - axe finds no violation of serious or critical impact (WCAG 2.1 A/AA, contrast included), in the
 *   light and the dark theme, at 1400 px and at 375 px. On every page axe checks the page's own
 *   content (its main region; code tokens excepted, their colours are the same on every page); on a set of
 *   pages that covers every template and section it checks the whole page, menu, header, footer and
 *   code samples included. (A full check of every page costs about 5 s per page and theme here: an
 *   hour for the site.)
 * - nothing is logged to the console (errors or warnings) with third-party hosts blocked;
 * - with JavaScript off, the page still shows its text, its code (the TypeScript of each sample), the
 *   menu links and the footer.
 * Pages are split into shards so Playwright's workers share them.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CONSULTING_REDIRECT } from '../../src/data/site';

const sitemap = fs.readFileSync(path.resolve(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
const SHARDS = 8;
const shards = Array.from({ length: SHARDS }, (_, i) => routes.filter((_, j) => j % SHARDS === i));

type Finding = { route: string; theme: string; width: number; rule: string; impact: string; nodes: number };

/** Pages whose whole layout is checked: each template, each section, both versions. */
const FULL_PAGES = [
  '/',
  '/controllers',
  '/pipes',
  '/guards',
  '/migration-guide',
  '/migration-guide/faq',
  '/deployment',
  '/support',
  '/discover/companies',
  '/fundamentals/custom-providers',
  '/techniques/queues',
  '/security/cors',
  '/graphql/quick-start',
  '/websockets/gateways',
  '/microservices/basics',
  '/cli/overview',
  '/openapi/introduction',
  '/recipes/terminus',
  '/faq/serverless',
  '/devtools/overview',
  '/v10',
  '/v10/controllers',
  '/search',
];

async function axeFindings(
  page: Page,
  route: string,
  theme: string,
  width: number,
  scope: 'page' | 'content',
): Promise<Finding[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope === 'content') builder = builder.include('main').exclude('main pre');
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ route, theme, width, rule: v.id, impact: v.impact ?? '', nodes: v.nodes.length }));
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  // Colours fade between themes: check the colours a reader sees once the switch is over.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate((mode) => {
    document.documentElement.setAttribute('data-theme', mode);
    document.documentElement.setAttribute('mode', mode);
  }, theme);
}

/** axe on each route at 1400 and 375 px, in the light and the dark theme. */
async function sweep(page: Page, pages: readonly string[], scope: 'page' | 'content'): Promise<Finding[]> {
  // /consulting forwards the browser to the enterprise site; answering that navigation with 204 No
  // Content keeps the browser on the page, so its content is checked like any other.
  await page.route(`${new URL(CONSULTING_REDIRECT).origin}/**`, (route) => route.fulfill({ status: 204 }));
  const findings: Finding[] = [];
  for (const width of [1400, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of pages) {
      await page.goto(route, { waitUntil: 'load' });
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        findings.push(...(await axeFindings(page, route, theme, width, scope)));
      }
    }
  }
  return findings;
}

test.describe('every page of the sitemap', () => {
  test('full-page accessibility of every template, both themes, 1400 and 375 px', async ({
    page,
    consoleProblems,
  }) => {
    test.setTimeout(15 * 60_000);
    expect(await sweep(page, FULL_PAGES, 'page')).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test('the sitemap lists both versions', () => {
    expect(routes.length).toBeGreaterThan(250);
    expect(routes).toContain('/controllers');
    expect(routes.some((r) => r.startsWith('/v10/'))).toBe(true);
    expect(routes).not.toContain('/kitchen-sink');
  });

  shards.forEach((shard, index) => {
    test(`content accessibility and console, shard ${index + 1}/${SHARDS}`, async ({
      page,
      consoleProblems,
    }) => {
      test.setTimeout(15 * 60_000);
      expect(await sweep(page, shard, 'content')).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });
  });

  test('without JavaScript: text, code, menu links and footer', async ({ browser }) => {
    test.setTimeout(10 * 60_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const missing: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      const checks = await page.evaluate(() => {
        const main = document.querySelector('article') ?? document.querySelector('main');
        const samples = Array.from(document.querySelectorAll('.code-sample'));
        return {
          heading: document.querySelector('h1')?.textContent?.trim() ?? '',
          text: (main?.textContent ?? '').trim().length,
          // every sample shows one variant: the TypeScript one when it has two
          hiddenSamples: samples.filter((s) => {
            const pre = s.querySelector('pre:not([data-variant="js"])');
            return !pre || (pre as HTMLElement).offsetHeight === 0;
          }).length,
          menuLinks: document.querySelectorAll('nav[aria-label="Side menu"] a[href]').length,
          footer: document.querySelector('footer')?.textContent?.includes('Copyright') ?? false,
        };
      });
      if (!checks.heading) missing.push(`${route}: no h1`);
      if (checks.text < 40) missing.push(`${route}: no text`);
      if (checks.hiddenSamples > 0) missing.push(`${route}: ${checks.hiddenSamples} code samples not shown`);
      if (checks.menuLinks < 10) missing.push(`${route}: ${checks.menuLinks} menu links`);
      if (!checks.footer) missing.push(`${route}: no footer`);
    }
    await context.close();
    expect(missing).toEqual([]);
  });
});
