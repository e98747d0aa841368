/**
 * Every page of the sitemap (both versions), as readers get it (issue 8):
 * - axe finds no violation of serious or critical impact (WCAG 2.1 A/AA, contrast included), in the
 *   light and the dark theme, at 1400 px and at 375 px;
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

const sitemap = fs.readFileSync(path.resolve(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
const SHARDS = 8;
const shards = Array.from({ length: SHARDS }, (_, i) => routes.filter((_, j) => j % SHARDS === i));

type Finding = { route: string; theme: string; width: number; rule: string; impact: string; nodes: number };

async function axeFindings(page: Page, route: string, theme: string, width: number): Promise<Finding[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ route, theme, width, rule: v.id, impact: v.impact ?? '', nodes: v.nodes.length }));
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((mode) => {
    document.documentElement.setAttribute('data-theme', mode);
    document.documentElement.setAttribute('mode', mode);
  }, theme);
}

test.describe('every page of the sitemap', () => {
  test('the sitemap lists both versions', () => {
    expect(routes.length).toBeGreaterThan(250);
    expect(routes).toContain('/controllers');
    expect(routes.some((r) => r.startsWith('/v10/'))).toBe(true);
    expect(routes).not.toContain('/kitchen-sink');
  });

  shards.forEach((shard, index) => {
    test(`accessibility and console, shard ${index + 1}/${SHARDS}`, async ({ page, consoleProblems }) => {
      test.setTimeout(15 * 60_000);
      const findings: Finding[] = [];
      for (const width of [1400, 375]) {
        await page.setViewportSize({ width, height: 900 });
        for (const route of shard) {
          await page.goto(route, { waitUntil: 'load' });
          for (const theme of ['light', 'dark'] as const) {
            await setTheme(page, theme);
            findings.push(...(await axeFindings(page, route, theme, width)));
          }
        }
      }
      expect(findings).toEqual([]);
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
