/**
 * The site shell in the browser (issue 2): routes and titles, redirects, unknown paths, noindex,
 * side menu rules and widths, theme on first paint and its storage, TOC highlight, anchors, footer.
 */
import fs from 'node:fs';
import { test, expect, hydrated } from './fixtures';
import { referencePages, referenceRedirects } from './shared-data';
import { MENU } from '../../src/data/menu';
import {
  CONSULTING_REDIRECT,
  CONSULTING_ROUTE,
  COPYRIGHT,
  HEADER_HEIGHT_PX,
  MENU_ANIMATION_MS,
  SIDEBAR_WIDTH_PX,
  TAGLINE,
  THEME_STORAGE_KEY,
} from '../../src/data/site';

const menuPaths = MENU.flatMap((entry) => (entry.kind === 'section' ? entry.items : [entry]))
  .filter((item) => item.kind === 'doc')
  .map((item) => item.path);

/** Tab title the reference gives each route (pages.json), with the two routes this site names itself. */
function expectedTitle(path: string): string {
  if (path === '/migration-guide') return 'Migration guide';
  const page = referencePages.find((p) => p.path === path);
  if (!page) throw new Error(`No reference page for ${path}`);
  return page.title;
}

test.describe('routes', () => {
  test('the menu lists more than 120 pages', () => {
    expect(menuPaths.length).toBeGreaterThan(120);
  });
  // From the server, as a reader's browser or a crawler first gets each page: its status, tab title
  // and heading. Every page is also opened in the browser, hydrated, with its console and its title
  // and heading after hydration checked (sitemap.spec.ts, "console stays quiet").
  test('every menu page answers 200 with its title and one h1', async ({ request }) => {
    for (const path of menuPaths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<title data-rh=true>${expectedTitle(path)} | ${TAGLINE}</title>`);
      expect(html.match(/<h1[\s>]/g) ?? [], path).toHaveLength(1);
    }
  });

  test('pages outside the menu have their titles', async ({ page }) => {
    const expectations: [string, string][] = [
      ['/', 'Documentation'],
      ['/migration-guide/faq', 'Migration guide - FAQ'],
      ['/consulting', 'Official Support'],
    ];
    for (const [path, title] of expectations) {
      // The host answers /consulting with a redirect to the consulting site: read the built page.
      const html =
        path === CONSULTING_ROUTE
          ? fs.readFileSync('build/consulting.html', 'utf8')
          : await (await page.request.get(path)).text();
      expect(html, path).toContain(`<title data-rh=true>${title} | ${TAGLINE}</title>`);
    }
  });

  for (const { from, to = '' } of referenceRedirects.filter((r) => r.to)) {
    test(`redirect ${from} → ${to}`, async ({ page, consoleProblems }) => {
      // /enterprise goes where /consulting goes: straight to the consulting site (host.spec.ts).
      if (to === CONSULTING_ROUTE) {
        const leavesFor = page.waitForRequest((request) => request.url().startsWith(CONSULTING_REDIRECT));
        await page.goto(from).catch(() => undefined); // the external site is unreachable here
        expect((await leavesFor).redirectedFrom()?.url()).toMatch(new RegExp(`${from}$`));
        return;
      }
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(consoleProblems).toEqual([]);
    });
  }

  test('/consulting sends the browser to the enterprise site, before any page loads', async ({ page }) => {
    // A server redirect: Playwright cannot answer its target for the browser, so the test watches the
    // browser leave for it (the external host is unreachable on this machine).
    const leavesFor = page.waitForRequest((request) => request.url().startsWith(CONSULTING_REDIRECT));
    await page.goto(CONSULTING_ROUTE).catch(() => undefined);
    const request = await leavesFor;
    expect(request.isNavigationRequest()).toBe(true);
    expect(request.redirectedFrom()?.url()).toMatch(/\/consulting$/);
  });

  test('an unknown path lands on the root; a Version 10 path with no page lands on the current one', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(`Documentation | ${TAGLINE}`);
    await page.goto('/v10/migration-guide');
    await expect(page).toHaveURL('/migration-guide');
    expect(consoleProblems).toEqual([]);
  });

  test('the not-found page offers a link without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Go to the documentation' })).toHaveAttribute('href', '/');
    await context.close();
  });

  test('a trailing slash reaches the page without one', async ({ page }) => {
    await page.goto('/controllers/');
    await expect(page).toHaveURL('/controllers');
    await expect(page.getByRole('heading', { level: 1, name: 'Controllers' })).toBeVisible();
  });

  test('noindex while the URL contains crud-utilities, gone after navigating away', async ({ page }) => {
    const robots = page.locator('meta[name="robots"][content="noindex"]');
    await page.goto('/controllers?ref=crud-utilities');
    await expect(robots).toHaveCount(1);
    await page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('link', { name: 'Providers' })
      .click();
    await expect(page).toHaveURL('/providers');
    await expect(robots).toHaveCount(0);
    await page.goto('/controllers');
    await expect(robots).toHaveCount(0);
  });

  test('the old crud-utilities path answers 301 to the CRUD generator; its fallback page is not indexed', async ({
    page,
  }) => {
    const response = await page.request.get('/recipes/crud-utilities?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/recipes/crud-generator?x=1');
    // The page left in build/ for hosts without the redirect rules carries noindex.
    const fallback = fs.readFileSync('build/recipes/crud-utilities/index.html', 'utf8');
    expect(fallback).toContain('<meta name="robots" content="noindex">');
    await page.goto('/recipes/crud-utilities?x=1');
    await expect(page).toHaveURL('/recipes/crud-generator?x=1');
  });

  test('clicking the link of the current page scrolls back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 700 });
    await page.goto('/controllers');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('link', { name: 'Controllers', exact: true })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('side menu', () => {
  const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Side menu' });
  const section = (page: import('@playwright/test').Page, label: string) =>
    menu(page).getByRole('button', { name: label, exact: true });

  test('lists the sections, badges, external links and the two buttons', async ({ page }) => {
    await page.goto('/');
    const nav = menu(page);
    const sections = MENU.filter((entry) => entry.kind === 'section').map((entry) => entry.label);
    expect(sections).toHaveLength(13);
    for (const label of sections) {
      await expect(section(page, label)).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /Deployment\s*New/i })).toHaveAttribute('href', '/deployment');
    for (const label of ['Examples', 'Official courses']) {
      const link = nav.getByRole('link', { name: label });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(nav.getByRole('link', { name: 'Get enterprise support' })).toHaveAttribute(
      'href',
      /enterprise\.nestjs\.com/,
    );
    await expect(nav.getByRole('link', { name: 'Version 10' })).toHaveAttribute('href', /^\/v10(\/|$)/);
  });

  test('highlights the current page by exact match', async ({ page }) => {
    await page.goto('/guards');
    const current = menu(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText('Guards');
    await expect(current).toHaveAttribute('href', '/guards');
  });

  test('opens the section of the route and closes Overview; Overview again on an Overview page', async ({
    page,
  }) => {
    await page.goto('/controllers');
    await expect(section(page, 'Overview')).toHaveAttribute('aria-expanded', 'true');
    await expect(section(page, 'Fundamentals')).toHaveAttribute('aria-expanded', 'false');
    // a closed group is out of the accessibility tree
    await expect(menu(page).getByRole('link', { name: 'Custom providers' })).toHaveCount(0);

    await section(page, 'Fundamentals').click();
    await menu(page).getByRole('link', { name: 'Custom providers' }).click();
    await expect(page).toHaveURL('/fundamentals/custom-providers');
    await expect(section(page, 'Fundamentals')).toHaveAttribute('aria-expanded', 'true');
    await expect(section(page, 'Overview')).toHaveAttribute('aria-expanded', 'false');

    await page.goBack();
    await expect(page).toHaveURL('/controllers');
    await expect(section(page, 'Overview')).toHaveAttribute('aria-expanded', 'true');
    await expect(section(page, 'Fundamentals')).toHaveAttribute('aria-expanded', 'true');
  });

  test('is right in the server-rendered HTML of a deep link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/techniques/queues');
    await expect(section(page, 'Techniques')).toHaveAttribute('aria-expanded', 'true');
    await expect(section(page, 'Overview')).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('link', { name: 'Queues' })).toHaveAttribute('aria-current', 'page');
    await context.close();
  });

  /**
   * Clicks the group's heading and reads the height transition that follows, as a reader would see it
   * at 0, ¼, ½, ¾ and the whole of its duration: the transition is paused and moved to each time
   * (Web Animations), so a busy machine skipping frames changes nothing.
   */
  async function toggleAndSample(page: import('@playwright/test').Page, groupId: string) {
    return page.evaluate(
      async ([id, duration]) => {
        const group = document.getElementById(id);
        const heading = document.querySelector<HTMLButtonElement>(`[aria-controls="${id}"]`);
        if (!group || !heading) return null;
        const wasOpen = group.dataset.open;
        const changed = new Promise<void>((resolve) =>
          new MutationObserver((_, observer) => {
            if (group.dataset.open === wasOpen) return;
            observer.disconnect();
            resolve();
          }).observe(group, { attributes: true }),
        );
        heading.click();
        await changed; // React has rendered the new state
        void getComputedStyle(group).gridTemplateRows; // the style change, and so the transition, starts now
        const transition = group
          .getAnimations()
          .find((a) => (a as CSSTransition).transitionProperty === 'grid-template-rows') as
          CSSTransition | undefined;
        if (!transition?.effect) return null;
        transition.pause();
        const heights = [0, 0.25, 0.5, 0.75, 1].map((f) => {
          transition.currentTime = f * duration;
          return group.getBoundingClientRect().height;
        });
        const timing = transition.effect.getTiming();
        transition.finish();
        return { heights, duration: timing.duration, easing: timing.easing };
      },
      [groupId, MENU_ANIMATION_MS] as const,
    );
  }

  test('a group animates its height over 250 ms both ways: ease-out opening, ease-in closing', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const heading = section(page, 'Security');
    const groupId = (await heading.getAttribute('aria-controls')) ?? '';
    const group = page.locator(`[id="${groupId}"]`);
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    expect(await group.evaluate((el) => el.getBoundingClientRect().height)).toBe(0);

    const opening = await toggleAndSample(page, groupId);
    await expect(heading).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('link', { name: 'CORS' })).toBeVisible();
    const full = await group.evaluate((el) => el.getBoundingClientRect().height);
    expect(full).toBeGreaterThan(100);

    const closing = await toggleAndSample(page, groupId);
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('link', { name: 'CORS' })).toHaveCount(0);

    const rounded = (h: number[]) => h.map((x) => Math.round(x));
    expect(opening).toMatchObject({ duration: MENU_ANIMATION_MS, easing: 'ease-out' });
    expect(closing).toMatchObject({ duration: MENU_ANIMATION_MS, easing: 'ease-in' });
    const up = rounded(opening?.heights ?? []);
    const down = rounded(closing?.heights ?? []);
    // From closed to open and back, through heights in between, each step towards the end.
    expect([up[0], up[4]]).toEqual([0, Math.round(full)]);
    expect([down[0], down[4]]).toEqual([Math.round(full), 0]);
    for (const h of [...up.slice(1, 4), ...down.slice(1, 4)]) {
      expect(h).toBeGreaterThan(0);
      expect(h).toBeLessThan(full);
    }
    expect(up).toEqual([...up].sort((x, y) => x - y));
    expect(down).toEqual([...down].sort((x, y) => y - x));
    // Ease-out opening is past half the height at half the time; ease-in closing has lost less than half.
    expect(up[2]).toBeGreaterThan(full / 2);
    expect(down[2]).toBeGreaterThan(full / 2);
  });

  test('wide screens: open at load, 250 px wide, the header button hides and shows it', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/controllers');
    const toggle = page.getByRole('button', { name: 'Side menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page)).toBeVisible();
    const box = await page.locator('.theme-doc-sidebar-container').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(SIDEBAR_WIDTH_PX);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    await toggle.click();
    await expect(menu(page)).toBeVisible();
  });

  test('narrow screens: closed at load, on resize and after navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/controllers');
    const toggle = page.getByRole('button', { name: 'Side menu' });
    await expect(menu(page)).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menu(page)).toBeVisible();
    await menu(page).getByRole('link', { name: 'Providers' }).click();
    await expect(page).toHaveURL('/providers');
    await expect(menu(page)).toBeHidden();

    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(menu(page)).toBeHidden(); // stays as the reader left it
    await toggle.click();
    await expect(menu(page)).toBeVisible();
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(menu(page)).toBeHidden();
  });
});

test.describe('theme', () => {
  /** The theme before hydration: the site's scripts are held back, only inline scripts run. */
  async function firstPaintMode(page: import('@playwright/test').Page, path = '/controllers') {
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(path);
    return page.evaluate(() => ({
      mode: document.documentElement.getAttribute('mode'),
      dataTheme: document.documentElement.getAttribute('data-theme'),
    }));
  }

  for (const [stored, scheme, expected] of [
    ['"dark"', 'light', 'dark'],
    ['"light"', 'dark', 'light'],
    ['dark', 'light', 'dark'],
    [null, 'dark', 'dark'],
    [null, 'light', 'light'],
  ] as const) {
    test(`first paint: stored ${stored ?? 'nothing'}, system ${scheme} → ${expected}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      if (stored !== null) {
        await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          THEME_STORAGE_KEY,
          stored,
        ] as const);
      }
      expect(await firstPaintMode(page)).toEqual({ mode: expected, dataTheme: expected });
      await context.close();
    });
  }

  for (const [stored, scheme, expected] of [
    ['"dark"', 'light', 'dark'],
    ['"light"', 'dark', 'light'],
    [null, 'dark', 'dark'],
  ] as const) {
    test(`mode and data-theme never change while the page loads and hydrates: stored ${stored ?? 'nothing'}, system ${scheme}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.addInitScript(
        ([key, value]) => {
          if (value !== null) window.localStorage.setItem(key, value);
          // Every value the two attributes take on <html>, from the first one set.
          const seen: string[] = [];
          (window as unknown as { themeValues: string[] }).themeValues = seen;
          new MutationObserver((records) => {
            for (const r of records) {
              const el = r.target as Element;
              if (el === document.documentElement)
                seen.push(`${r.attributeName}=${el.getAttribute(r.attributeName ?? '')}`);
            }
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['mode', 'data-theme'] });
        },
        [THEME_STORAGE_KEY, stored] as const,
      );
      await page.goto('/controllers', { waitUntil: 'load' });
      await hydrated(page);
      // Work scheduled after hydration (idle callbacks, chunks of the next routes) has run too.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      const values = await page.evaluate(() => (window as unknown as { themeValues: string[] }).themeValues);
      // Docusaurus's own script (first in <body>) may set data-theme from its key before ours; from our
      // pre-paint script on, each attribute is written once, with the theme shown.
      expect(values.slice(values.indexOf(`mode=${expected}`))).toEqual([
        `mode=${expected}`,
        `data-theme=${expected}`,
      ]);
      await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
        'aria-pressed',
        String(expected === 'dark'),
      );
      await context.close();
    });
  }

  test('the toggle flips the theme and stores it JSON-encoded', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/controllers');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('mode', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('"dark"');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('mode', 'dark');
    await context.close();
  });

  test('follows the system while nothing is stored, and not after a choice', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/controllers');
    await expect(page.locator('html')).toHaveAttribute('mode', 'light');
    // The system preference is followed by a listener attached at hydration.
    await hydrated(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('mode', 'dark');
    await page.getByRole('button', { name: 'Dark theme' }).click(); // → light, stored
    await expect(page.locator('html')).toHaveAttribute('mode', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('mode', 'light');
    await context.close();
  });

  test('storage that throws does not break the page or the toggle', async ({ page, consoleProblems }) => {
    await page.addInitScript(() => {
      const broken = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: broken, configurable: true });
    });
    await page.goto('/controllers');
    await expect(page.getByRole('heading', { level: 1, name: 'Controllers' })).toBeVisible();
    const before = await page.locator('html').getAttribute('mode');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('mode', before ?? '');
    // Docusaurus itself warns once that browser storage is unavailable; no error is logged.
    expect(consoleProblems.filter((p) => !p.startsWith('warning:'))).toEqual([]);
  });
});

test.describe('table of contents and anchors', () => {
  test('lists the title then the sections, and highlights the heading being read', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/controllers');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    await expect(links.first()).toHaveText('Controllers');
    await expect(links.first()).toHaveAttribute('href', '#controllers');
    await expect(toc.getByRole('link', { name: 'Routing', exact: true })).toHaveAttribute('href', '#routing');
    await expect(links.first()).toHaveAttribute('aria-current', 'location');

    await page.locator('#request-payloads').scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const heading = document.getElementById('request-payloads');
      if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 100);
    });
    await expect(toc.locator('[aria-current="location"]')).toHaveText('Request payloads');
  });

  test('a #fragment lands its heading below the header', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/controllers#status-code');
    await expect
      .poll(async () => page.locator('#status-code').evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(HEADER_HEIGHT_PX);
    const top = await page.locator('#status-code').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(HEADER_HEIGHT_PX + 60);
  });

  test('every heading has a self-link', async ({ page }) => {
    await page.goto('/fundamentals/custom-providers');
    const heading = page.locator('#value-providers-usevalue');
    await expect(heading).toHaveText(/Value providers: useValue/);
    await expect(heading.getByRole('link')).toHaveAttribute('href', '#value-providers-usevalue');
  });

  test('back restores the scroll position', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 700 });
    await page.goto('/controllers');
    await page.evaluate(() => window.scrollTo(0, 1500));
    // The browser records the position in the history entry when the next one is pushed.
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    await page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('link', { name: 'Providers' })
      .click();
    await expect(page).toHaveURL('/providers');
    await page.goBack();
    await expect(page).toHaveURL('/controllers');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  });
});

test.describe('header and footer', () => {
  test('header links, social links and the logo', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/controllers');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('height', `${HEADER_HEIGHT_PX}px`);
    await expect(header.getByRole('link', { name: 'NestJS documentation home' })).toHaveAttribute(
      'href',
      '/',
    );
    const sites = header.getByRole('navigation', { name: 'NestJS sites' });
    for (const name of ['Courses', 'Enterprise', 'Devtools', 'Deploy']) {
      await expect(sites.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    for (const name of ['X (Twitter)', 'GitHub', 'Stack Overflow', 'Website', 'Discord']) {
      await expect(header.getByRole('link', { name })).toBeVisible();
    }
  });

  test('narrow header keeps the toggle, logo and theme switch', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/controllers');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Side menu' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'NestJS documentation home' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Discord' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('footer: personal links, copyright to the current year, credits', async ({ page }) => {
    await page.goto('/controllers');
    const footer = page.getByRole('contentinfo');
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`Copyright © ${COPYRIGHT.startYear}-${year} MIT by Kamil Mysliwiec`);
    for (const credit of [
      'design by Jakub Staron',
      'Official NestJS Consulting Trilon.io',
      'hosted by Netlify',
    ]) {
      await expect(footer).toContainText(credit);
    }
    for (const name of ['Facebook', 'X (Twitter)', 'GitHub', 'Website']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });

  test('print shows no header, menu or TOC', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/controllers');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Controllers' })).toBeVisible();
  });
});
