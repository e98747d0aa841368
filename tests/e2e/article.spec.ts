/**
 * The split article (src/lib/article-split.ts) on the built site: a first load keeps the body the
 * server rendered, and what React did in it still works (samples' buttons, links in the app, prefetch on
 * hover); a reader who leaves and comes back gets the body again, working.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated, noViewportPrefetch } from './fixtures';
import { CODE_LABELS, CODE_LANGUAGE_ATTRIBUTE } from '../../src/data/site';

const PAGE = '/techniques/queues';
const TITLE = 'Queues';

const body = (page: Page) => page.locator('.article-body');
/** The first sample with a JavaScript variant, once its buttons are hydrated. */
async function readySample(page: Page) {
  const sample = body(page).locator('.code-sample[data-has-js="true"]').first();
  await sample.scrollIntoViewIfNeeded();
  await expect(sample).toHaveAttribute('data-buttons', 'ready');
  return sample;
}
const offered = (scope: ReturnType<Page['locator']>, label: string) =>
  scope.getByRole('button', { name: label, pressed: false, exact: true });
/** A link in the body to another page of the site (not an anchor, not a new tab). */
const internalLink = (page: Page) => body(page).locator('a[href^="/"]:not([target])').first();

/** Marks the document: a full page load loses the mark, a navigation in the app keeps it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

test('on a first load, a sample switches and copies the variant shown', async ({
  page,
  context,
  consoleProblems,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await hydrated(page);
  const sample = await readySample(page);
  await offered(sample, CODE_LABELS.js).click();
  await expect(page.locator('html')).toHaveAttribute(CODE_LANGUAGE_ATTRIBUTE, 'js');
  // every sample now offers TypeScript, the static ones included
  await expect(offered(sample, CODE_LABELS.ts)).toHaveCount(1);
  await sample.getByRole('button', { name: CODE_LABELS.copy }).click();
  await expect(sample.getByRole('button', { name: CODE_LABELS.copied })).toBeVisible();
  const shown = ((await sample.locator('pre[data-variant="js"]').textContent()) ?? '').replace(/\n$/, '');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  expect(consoleProblems).toEqual([]);
});

test('a link in the body navigates in the app, and back shows the body again, working', async ({
  page,
  consoleProblems,
}) => {
  await page.goto(PAGE);
  await hydrated(page);
  const samples = await body(page).locator('.code-sample').count();
  await markDocument(page);
  const link = internalLink(page);
  const href = (await link.getAttribute('href')) ?? '';
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  await expect(page.locator('h1')).not.toHaveText(TITLE);
  expect(await sameDocument(page)).toBe(true);

  await page.goBack();
  await expect(page.locator('h1')).toHaveText(TITLE);
  await expect(body(page).locator('.code-sample')).toHaveCount(samples);
  expect(await sameDocument(page)).toBe(true);
  const sample = await readySample(page);
  const language = await page.locator('html').getAttribute(CODE_LANGUAGE_ATTRIBUTE);
  const other = language === 'js' ? CODE_LABELS.ts : CODE_LABELS.js;
  await offered(sample, other).click();
  await expect(page.locator('html')).toHaveAttribute(CODE_LANGUAGE_ATTRIBUTE, other.toLowerCase());
  expect(consoleProblems).toEqual([]);
});

test('hovering a link in the body preloads its page, and the keyboard opens it in the app', async ({
  page,
  consoleProblems,
}) => {
  // Nothing is prefetched as it scrolls into view: what is requested comes from the hover.
  await noViewportPrefetch(page);
  await page.goto(PAGE);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await markDocument(page);
  const link = internalLink(page);
  await link.scrollIntoViewIfNeeded();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/js/')) scripts.push(request.url());
  });
  await link.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const href = (await link.getAttribute('href')) ?? '';
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  expect(await sameDocument(page)).toBe(true);
  expect(consoleProblems).toEqual([]);
});
