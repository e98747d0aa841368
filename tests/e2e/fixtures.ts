/**
 * Shared test fixture: every page a test opens has third-party hosts blocked (as on these machines
 * and for readers behind strict networks), and collects console errors and warnings, which a test
 * can assert to be empty with `expectNoConsoleProblems()`.
 */
import { test as base, expect, type Page } from '@playwright/test';

export type ConsoleProblems = string[];

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

export async function blockThirdParties(page: Page): Promise<void> {
  await page.route(
    (url) => !LOCAL.test(url.toString()) && !url.toString().startsWith('data:'),
    (route) => route.abort('blockedbyclient'),
  );
}

export const test = base.extend<{ consoleProblems: ConsoleProblems }>({
  consoleProblems: async ({ page }, use) => {
    const problems: ConsoleProblems = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // Chromium reports each third-party request this fixture blocks as a failed load: that is the
      // network, not the page. A failed load from the site itself still counts.
      const source = message.location().url;
      if (/^Failed to load resource/.test(message.text()) && source && !LOCAL.test(source)) return;
      problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await blockThirdParties(page);
    await use(problems);
  },
});

export { expect };
