/**
 * Docs versions (issue 6): Version 10 at /v10/ with its own menu and unmaintained banner, the side
 * menu's version button keeping the reader on the same page, and /v10/ deep links without a page in
 * 10 falling back to the current docs.
 */
import { test, expect } from './fixtures';
import { MENU_BUTTONS, OLDER_VERSION_PATH } from '../../src/data/site';

const sideMenu = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Side menu' });

test('Version 10 is served at /v10/ with its own menu', async ({ page, consoleProblems }) => {
  await page.goto(OLDER_VERSION_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  const menu = sideMenu(page);
  await expect(menu.getByRole('link', { name: 'First steps', exact: true })).toHaveAttribute(
    'href',
    '/v10/first-steps',
  );
  await expect(menu.getByRole('link', { name: 'Pipes', exact: true })).toHaveAttribute('href', '/v10/pipes');
  await expect(menu.getByRole('link', { name: 'Migration guide' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: MENU_BUTTONS.currentVersion })).toHaveAttribute('href', '/');
  // Version 10 content: its own requirements, not the current page's.
  await expect(page.getByRole('main')).toContainText('Node.js 16 or higher');
  await expect(page.getByText('no longer actively maintained')).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('the unmaintained banner links to the same page in the current docs', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/v10/guards');
  const banner = page.getByRole('note').filter({ hasText: 'no longer actively maintained' });
  await expect(banner).toContainText('This is the documentation of NestJS 10');
  await banner.getByRole('link', { name: 'this page for NestJS 11' }).click();
  await expect(page).toHaveURL(/\/guards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guards' })).toBeVisible();
  await expect(page.getByText('no longer actively maintained')).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test('the version button switches to the same page both ways', async ({ page, consoleProblems }) => {
  await page.goto('/pipes');
  await sideMenu(page).getByRole('link', { name: MENU_BUTTONS.olderVersion }).click();
  await expect(page).toHaveURL(/\/v10\/pipes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pipes' })).toBeVisible();
  await expect(page.getByText('no longer actively maintained')).toBeVisible();

  await sideMenu(page).getByRole('link', { name: MENU_BUTTONS.currentVersion }).click();
  await expect(page).toHaveURL(/\/pipes$/);
  await expect(page).not.toHaveURL(/\/v10\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Pipes' })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('on a page that Version 10 lacks, the version button leads to /v10/', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/migration-guide');
  const button = sideMenu(page).getByRole('link', { name: MENU_BUTTONS.olderVersion });
  // Docusaurus writes links without the trailing slash (trailingSlash: false): /v10/ → /v10.
  await expect(button).toHaveAttribute('href', OLDER_VERSION_PATH.replace(/\/$/, ''));
  await button.click();
  await expect(page).toHaveURL(/\/v10\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('a /v10/ deep link with no page in 10 lands on the current page', async ({ page, consoleProblems }) => {
  await page.goto('/v10/migration-guide');
  await expect(page).toHaveURL(/\/migration-guide$/);
  await expect(page).not.toHaveURL(/\/v10\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Migration guide' })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('an unknown /v10/ path lands on the root', async ({ page, consoleProblems }) => {
  await page.goto('/v10/nope');
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});
