/**
 * Every page of the sitemap (both versions), as readers get it (issue 8; made cheaper in issue 14).
 *
 * axe finds no violation of serious or critical impact (WCAG 2.1 A/AA, contrast included), in the
 * light and the dark theme, at 1400 px and at 375 px. What each rule depends on decides where it runs:
 * - Rules about the page's content (names of links and images, lists, tables, ids, ARIA…) depend on
 *   its markup, not on the theme or the width: they run on the built HTML of every page, once (axe
 *   loaded once, each page's main region in turn), with the checks that the page works without
 *   JavaScript (its server-rendered HTML has the title, text, code, menu links and footer).
 * - Colour contrast depends on which components a page shows and their styles, not on its words: the
 *   whole-page sweep (every rule at both widths, the colour rules in both themes) runs on every template and section
 *   (`FULL_PAGES`) and on a set of pages chosen from the built HTML so that every element kind and
 *   class found in any page's main region (admonition types, tables, banners, code samples, the
 *   company wall, …) and every inline style is on at least one of them (`componentCover`). A new
 *   component on any page adds that page to the sweep by itself.
 * - Nothing is logged to the console (errors or warnings), with third-party hosts blocked: every page,
 *   hydrated, at one width.
 * Pages are split into shards so Playwright's workers share them.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { CONSULTING_REDIRECT, TAGLINE } from '../../src/data/site';

const build = path.resolve(__dirname, '..', '..', 'build');
const sitemap = fs.readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
const SHARDS = 4;
const shards = Array.from({ length: SHARDS }, (_, i) => routes.filter((_, j) => j % SHARDS === i));

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The rules whose result depends on colours (the theme) rather than on the page's markup: text
 * contrast, and links told from the text around them by colour.
 */
const STYLE_RULES = ['color-contrast', 'link-in-text-block'];

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
];

/** The built HTML of a route. */
function builtHtml(route: string): string {
  const candidates = [`${route}.html`, `${route}/index.html`].map((f) => path.join(build, f));
  const file = candidates.find((f) => fs.existsSync(f));
  if (!file) throw new Error(`No built page for ${route}`);
  return fs.readFileSync(file, 'utf8');
}

/**
 * What a page's main region is made of: each element name, each `element.class` and each inline style
 * (a page may colour its own text).
 */
function componentsOf(html: string): Set<string> {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  const found = new Set<string>();
  for (const [, tag = '', attributes = ''] of main.matchAll(/<([a-z][a-z0-9-]*)([^>]*)>/g)) {
    found.add(tag);
    const classes = /\sclass=(?:"([^"]*)"|([^\s>]+))/.exec(attributes);
    for (const name of (classes?.[1] ?? classes?.[2] ?? '').split(/\s+/).filter(Boolean))
      found.add(`${tag}.${name}`);
    const style = /\sstyle=(?:"([^"]*)"|([^\s>]+))/.exec(attributes);
    if (style) found.add(`${tag}[style=${style[1] ?? style[2]}]`);
  }
  return found;
}

/** Few pages that together show every component found in any page (greedy set cover). */
function componentCover(pages: ReadonlyMap<string, Set<string>>, covered: Set<string>): string[] {
  const left = new Set([...pages.values()].flatMap((parts) => [...parts]).filter((p) => !covered.has(p)));
  const chosen: string[] = [];
  while (left.size > 0) {
    let best = '';
    let bestCount = 0;
    for (const [route, parts] of pages) {
      const count = [...parts].filter((p) => left.has(p)).length;
      if (count > bestCount) [best, bestCount] = [route, count];
    }
    chosen.push(best);
    for (const part of pages.get(best) ?? []) left.delete(part);
  }
  return chosen;
}

const components = new Map(routes.map((route) => [route, componentsOf(builtHtml(route))]));
const fullPageParts = new Set(
  FULL_PAGES.filter((r) => components.has(r)).flatMap((r) => [...(components.get(r) ?? [])]),
);
const SWEPT_PAGES = [...FULL_PAGES, ...componentCover(components, fullPageParts)];

/** axe on the page as shown: every rule, or the colour rules only. */
async function axeFindings(
  page: Page,
  at: { route: string; theme: string; width: number },
  rules: 'all' | 'colours',
): Promise<Finding[]> {
  const builder =
    rules === 'all'
      ? new AxeBuilder({ page }).withTags(WCAG)
      : new AxeBuilder({ page }).withRules(STYLE_RULES);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...at, rule: v.id, impact: v.impact ?? '', nodes: v.nodes.length }));
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  // Colours fade between themes: check the colours a reader sees once the switch is over.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate((mode) => {
    document.documentElement.setAttribute('data-theme', mode);
    document.documentElement.setAttribute('mode', mode);
  }, theme);
}

/** /consulting forwards the browser to the enterprise site; a 204 keeps the browser on the page. */
async function stayOnConsulting(page: Page) {
  await page.route(`${new URL(CONSULTING_REDIRECT).origin}/**`, (route) => route.fulfill({ status: 204 }));
}

test.describe('every page of the sitemap', () => {
  test('the sitemap lists both versions', () => {
    expect(routes.length).toBeGreaterThan(250);
    expect(routes).toContain('/controllers');
    expect(routes.some((r) => r.startsWith('/v10/'))).toBe(true);
    expect(routes).not.toContain('/kitchen-sink');
  });

  test('the whole-page sweep covers every component of every page', () => {
    const swept = new Set(SWEPT_PAGES.flatMap((r) => [...(components.get(r) ?? [])]));
    const missing = routes.flatMap((r) => [...(components.get(r) ?? [])].filter((p) => !swept.has(p)));
    expect(missing).toEqual([]);
    // The cover is small: a page type each, not every page.
    expect(SWEPT_PAGES.length).toBeLessThan(40);
  });

  SWEPT_PAGES.forEach((route) => {
    test(`every rule at 1400 and 375 px, colours in both themes: ${route}`, async ({
      page,
      consoleProblems,
    }) => {
      test.setTimeout(5 * 60_000);
      await stayOnConsulting(page);
      const findings: Finding[] = [];
      for (const width of [1400, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route, { waitUntil: 'load' });
        await hydrated(page);
        // The markup is the same in both themes (only colours change): every rule in the light theme,
        // the colour rules again in the dark one.
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          findings.push(
            ...(await axeFindings(page, { route, theme, width }, theme === 'light' ? 'all' : 'colours')),
          );
        }
      }
      expect(findings).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });
  });

  shards.forEach((shard, index) => {
    test(`content rules and the page without JavaScript, on the built HTML, shard ${index + 1}/${SHARDS}`, async ({
      page,
    }) => {
      test.setTimeout(10 * 60_000);
      const { findings, missing } = await markupChecks(page, shard);
      expect(findings).toEqual([]);
      expect(missing).toEqual([]);
    });

    test(`console stays quiet with JavaScript, title and h1 after hydration, shard ${index + 1}/${SHARDS}`, async ({
      page,
      consoleProblems,
    }) => {
      test.setTimeout(10 * 60_000);
      await stayOnConsulting(page);
      await page.setViewportSize({ width: 1400, height: 900 });
      for (const route of shard) {
        await page.goto(route, { waitUntil: 'load' });
        await hydrated(page);
        // What hydration leaves: the tab title the server sent (a title, then the tagline) and one h1.
        await expect(page, route).toHaveTitle(new RegExp(`\\S \\| ${TAGLINE.replace(/[.|]/g, '\\$&')}$`));
        await expect(page.getByRole('heading', { level: 1 }), route).toHaveCount(1);
      }
      expect(consoleProblems).toEqual([]);
    });
  });
});

/**
 * On the built HTML of each page: axe's markup rules on its main region (axe is loaded once, and each
 * page's main region is put in turn into one host element: no navigation, no styles, no hydration),
 * and what the page shows without JavaScript (the server-rendered HTML is what it gets).
 */
async function markupChecks(page: Page, shard: readonly string[]) {
  await page.setContent(
    '<!DOCTYPE html><html lang="en"><head><title>markup</title></head><body><div id="host"></div></body></html>',
  );
  // Loads axe into the page once.
  await new AxeBuilder({ page }).include('#host').withRules(['list']).analyze();
  const findings: Finding[] = [];
  const missing: string[] = [];
  for (const route of shard) {
    const result = await page.evaluate(
      async ({ html, tags, styleRules }) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        const main = doc.querySelector('main');
        const host = document.getElementById('host') as HTMLElement;
        host.innerHTML = main?.innerHTML ?? '';
        host.querySelectorAll('pre').forEach((pre) => pre.remove()); // code tokens: the swept pages
        const axe = (
          window as unknown as {
            axe: {
              run: (
                el: Element,
                o: object,
              ) => Promise<{ violations: { id: string; impact?: string; nodes: unknown[] }[] }>;
            };
          }
        ).axe;
        const run = await axe.run(host, {
          runOnly: { type: 'tag', values: tags },
          rules: Object.fromEntries(styleRules.map((r) => [r, { enabled: false }])),
        });
        const article = doc.querySelector('article') ?? main;
        const samples = Array.from(doc.querySelectorAll('.code-sample'));
        return {
          violations: run.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => ({ rule: v.id, impact: v.impact ?? '', nodes: v.nodes.length })),
          heading: doc.querySelector('h1')?.textContent?.trim() ?? '',
          text: (article?.textContent ?? '').trim().length,
          // every sample has a variant shown without JavaScript: the TypeScript one when it has two
          // (the CSS that hides the other is checked in code.spec.ts)
          samplesWithoutDefault: samples.filter((s) => !s.querySelector('pre:not([data-variant="js"])'))
            .length,
          menuLinks: doc.querySelectorAll('nav[aria-label="Side menu"] a[href]').length,
          footer: doc.querySelector('footer')?.textContent?.includes('Copyright') ?? false,
        };
      },
      { html: builtHtml(route), tags: WCAG, styleRules: STYLE_RULES },
    );
    findings.push(...result.violations.map((v) => ({ route, theme: 'markup', width: 0, ...v })));
    if (!result.heading) missing.push(`${route}: no h1`);
    if (result.text < 40) missing.push(`${route}: no text`);
    if (result.samplesWithoutDefault > 0)
      missing.push(`${route}: ${result.samplesWithoutDefault} code samples not shown`);
    if (result.menuLinks < 10) missing.push(`${route}: ${result.menuLinks} menu links`);
    if (!result.footer) missing.push(`${route}: no footer`);
  }
  return { findings, missing };
}
