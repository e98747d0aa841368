/**
 * Shared test fixture: every page a test opens has third-party hosts blocked (as on these machines
 * and for readers behind strict networks), and collects console errors and warnings, which a test
 * can assert to be empty with `expectNoConsoleProblems()`; a Content-Security-Policy violation is one.
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
    // Documents the test opened that answer 404 on purpose (unknown paths): Chromium logs their status.
    const notFoundDocuments = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().isNavigationRequest())
        notFoundDocuments.add(response.url());
    });
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const text = message.text();
      const source = message.location().url;
      // Requests the test blocks (third-party hosts, or bundles held back on purpose) are reported by
      // Chromium as failed loads: that is the network, not the page.
      if (/^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/.test(text)) return;
      if (/^Failed to load resource/.test(text) && source && !LOCAL.test(source)) return;
      // The 404 status of an unknown path the test visits on purpose. Any other failed load counts.
      if (/^Failed to load resource: .*404/.test(text) && notFoundDocuments.has(source)) return;
      // Chromium's hint that a preloaded file was taken more than a few seconds after its preload: a
      // time budget, which a busy machine can miss (it failed one clean-clone run). Whether preloads are
      // taken at all is checked by request counts (search.spec.ts: each start file requested once).
      if (/was preloaded using link preload but not used within a few seconds/.test(text)) return;
      problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // The server's Content-Security-Policy (src/build-time/host-config): any blocked load or inline script
    // is a problem of the page, reported with the directive it broke.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    await blockThirdParties(page);
    await use(problems);
  },
});

export { expect };

/** React has hydrated the page: its effects (listeners included) are in place. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * No link is ever reported in view (IntersectionObserver stubbed before the page's scripts run): nothing
 * is prefetched unless the test asks for it, so what a page requests comes from what the test does.
 */
export async function noViewportPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
      root = null;
      rootMargin = '';
      thresholds = [];
    } as unknown as typeof IntersectionObserver;
  });
}
