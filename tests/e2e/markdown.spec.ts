/**
 * "Copy page" beside the title (src/components/PageActions) and the Markdown it copies
 * (src/build-time/markdown-export), on the production build.
 */
import { test, expect, hydrated } from './fixtures';
import { PAGE_ACTION_LABELS } from '../../src/data/site';

test('Copy page puts exactly the page Markdown served at <route>.md on the clipboard', async ({
  page,
  context,
  consoleProblems,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/guards');
  await hydrated(page);
  const served = await page.evaluate(() => fetch('/guards.md').then((r) => r.text()));
  expect(served).toMatch(/^# Guards \{#guards\}/);
  await page.getByRole('button', { name: PAGE_ACTION_LABELS.copy }).click();
  await expect(page.getByRole('button', { name: PAGE_ACTION_LABELS.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(served);
  expect(consoleProblems).toEqual([]);
});

test('the page actions open with the keyboard, offer View as Markdown, and close on Escape', async ({
  page,
  consoleProblems,
}) => {
  for (const [route, markdown] of [
    ['/', '/index.md'],
    ['/v10', '/v10/index.md'],
    ['/v10/pipes', '/v10/pipes.md'],
    ['/migration-guide', '/migration-guide.md'],
  ] as const) {
    await page.goto(route);
    await hydrated(page);
    const toggle = page.getByLabel(PAGE_ACTION_LABELS.more);
    const link = page.getByRole('link', { name: PAGE_ACTION_LABELS.viewMarkdown });
    await expect(link).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', markdown);
    expect((await page.request.get(markdown)).status()).toBe(200);
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(link).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(link).toBeHidden();
  }
  expect(consoleProblems).toEqual([]);
});

test('without JavaScript View as Markdown works, Copy page is no dead button, and nothing shifts when it loads', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/controllers');
  const before = await page.getByRole('heading', { level: 1 }).boundingBox();
  await expect(page.getByRole('button', { name: PAGE_ACTION_LABELS.copy })).toHaveCount(0);
  await page.getByLabel(PAGE_ACTION_LABELS.more).click();
  await expect(page.getByRole('link', { name: PAGE_ACTION_LABELS.viewMarkdown })).toHaveAttribute(
    'href',
    '/controllers.md',
  );
  await context.close();
  const live = await browser.newPage();
  await live.goto('/controllers');
  await expect(live.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  expect(await live.getByRole('heading', { level: 1 }).boundingBox()).toEqual(before);
  await live.close();
});
