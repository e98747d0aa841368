/**
 * Code samples on the built site (docs/kitchen-sink.mdx): the JS/TS switch applies to every block, is
 * remembered and right on the first paint after a reload (before hydration), the copy button copies
 * exactly the visible variant and reverts after COPIED_RESET_MS, the page works without JavaScript, and
 * token colours pass axe in both themes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  CODE_LABELS,
  CODE_LANGUAGE_ATTRIBUTE,
  CODE_LANGUAGE_STORAGE_KEY,
  COPIED_RESET_MS,
} from '../../src/data/site';

const PAGE = '/kitchen-sink';
/** Samples of the kitchen sink that have a JavaScript variant. */
const SWITCHABLE = 6;

const switches = (page: Page) => page.getByRole('group', { name: CODE_LABELS.switchGroup });
const offered = (page: Page, label: string) =>
  page.getByRole('button', { name: label, pressed: false, exact: true });
/** The code the reader sees: every visible <pre> of the page. */
const visibleCode = (page: Page) => page.locator('pre:visible');
/** The exact text of a code block (its lines, without the final line break). */
const codeText = async (page: Page) =>
  ((await visibleCode(page).first().textContent()) ?? '').replace(/\n$/, '');

/** Opens the page with the site's JavaScript blocked: what the reader sees before hydration. */
async function openWithoutBundles(page: Page, path: string) {
  await page.route(/\/assets\/js\//, (route) => route.abort('blockedbyclient'));
  await page.goto(path);
}

test.describe('code samples', () => {
  test('one switch changes every sample, the file name follows, and a reload paints it first', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(PAGE);
    await expect(switches(page)).toHaveCount(SWITCHABLE);
    await expect(page.getByText('cats.controller.ts', { exact: true })).toBeVisible();
    await expect(visibleCode(page).first()).toContainText('constructor(private readonly catsService');

    await offered(page, CODE_LABELS.js).first().click();

    await expect(page.locator('html')).toHaveAttribute(CODE_LANGUAGE_ATTRIBUTE, 'js');
    await expect(offered(page, CODE_LABELS.ts)).toHaveCount(SWITCHABLE);
    await expect(offered(page, CODE_LABELS.js)).toHaveCount(0);
    await expect(page.getByText('cats.controller.js', { exact: true })).toBeVisible();
    await expect(page.getByText('cats.controller.ts', { exact: true })).toBeHidden();
    await expect(visibleCode(page).first()).toContainText('@Dependencies(CatsService)');
    await expect(visibleCode(page).first()).not.toContainText('private readonly');
    expect(await page.evaluate((key) => localStorage.getItem(key), CODE_LANGUAGE_STORAGE_KEY)).toBe('"js"');

    // After a reload, the server HTML plus the inline script alone show JavaScript: no flash.
    await openWithoutBundles(page, PAGE);
    await expect(page.locator('html')).toHaveAttribute(CODE_LANGUAGE_ATTRIBUTE, 'js');
    await expect(page.getByText('cats.controller.js', { exact: true })).toBeVisible();
    await expect(visibleCode(page).first()).toContainText('@Dependencies(CatsService)');

    // A later page also starts in JavaScript, before hydration.
    await openWithoutBundles(page, '/controllers');
    await expect(page.locator('html')).toHaveAttribute(CODE_LANGUAGE_ATTRIBUTE, 'js');

    // With hydration: still JavaScript, and no hydration mismatch or other console problem.
    await page.unroute(/\/assets\/js\//);
    await page.goto(PAGE);
    await expect(offered(page, CODE_LABELS.ts)).toHaveCount(SWITCHABLE);
    await expect(visibleCode(page).first()).toContainText('@Dependencies(CatsService)');
    expect(consoleProblems).toEqual([]);
  });

  test('the switch works from the keyboard', async ({ page, consoleProblems }) => {
    await page.goto(PAGE);
    const js = offered(page, CODE_LABELS.js).first();
    await js.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute(CODE_LANGUAGE_ATTRIBUTE, 'js');
    await expect(offered(page, CODE_LABELS.ts).first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute(CODE_LANGUAGE_ATTRIBUTE, 'ts');
    expect(consoleProblems).toEqual([]);
  });

  test('copy puts exactly the visible code on the clipboard, and the copied state reverts', async ({
    page,
    context,
    consoleProblems,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    const firstCopy = page.getByRole('button', { name: CODE_LABELS.copy, exact: true }).first();

    await firstCopy.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await codeText(page));

    await offered(page, CODE_LABELS.js).first().click();
    const copyButton = page.getByRole('button', { name: /^Cop(y|ied)$/ }).first();
    await copyButton.click();
    const copiedAt = Date.now();
    await expect(copyButton).toHaveAccessibleName(CODE_LABELS.copied);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await codeText(page));
    expect(clipboard).toContain('@Dependencies(CatsService)');
    expect(clipboard).not.toContain(': string');

    await expect(copyButton).toHaveAccessibleName(CODE_LABELS.copy, { timeout: COPIED_RESET_MS * 2 });
    const elapsed = Date.now() - copiedAt;
    expect(elapsed).toBeGreaterThan(COPIED_RESET_MS - 500);
    expect(elapsed).toBeLessThan(COPIED_RESET_MS + 1000);
    expect(consoleProblems).toEqual([]);
  });

  test('the copy button falls back without the Clipboard API and never logs', async ({
    page,
    consoleProblems,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
    });
    await page.goto(PAGE);
    const copyButton = page.getByRole('button', { name: /^Cop(y|ied)$/ }).first();
    await copyButton.click();
    await expect(copyButton).toHaveAccessibleName(CODE_LABELS.copied);
    expect(consoleProblems).toEqual([]);
  });

  test('without JavaScript the TypeScript shows, the JavaScript is in the HTML, and no dead buttons', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(visibleCode(page).first()).toContainText('constructor(private readonly catsService');
    await expect(page.locator('pre', { hasText: '@Dependencies(CatsService)' })).toHaveCount(1);
    await expect(page.locator('pre', { hasText: '@Dependencies(CatsService)' })).toBeHidden();
    await expect(page.getByRole('button', { name: CODE_LABELS.copy, exact: true })).toHaveCount(0);
    await context.close();
  });

  test('the kitchen sink is out of the sitemap and marked noindex', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/controllers');
    expect(sitemap).not.toContain('kitchen-sink');
    await page.goto(PAGE);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`code samples pass axe in the ${colorScheme} theme, in both languages`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(PAGE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      for (const language of [CODE_LABELS.js, CODE_LABELS.ts]) {
        const results = await new AxeBuilder({ page }).include('article').analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
          [],
        );
        await offered(page, language).first().click();
      }
    });
  }
});
