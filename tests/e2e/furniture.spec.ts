/**
 * Page furniture in the production build: newsletter sign-up, Carbon ad box, suggest-edits, sponsor
 * block, the company wall and the Official Support contact link. Third-party hosts are blocked by
 * the fixture; tests that need an answer route the request to a stub first.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { baseURL } from '../../playwright.config';
import {
  AD_PLACEMENT_BREAKPOINTS,
  ADS,
  AD_CHECK_DELAY_MS,
  AD_FILL_TIMEOUT_MS,
  AD_HIDDEN_MAX_WIDTH,
  AD_SCRIPT_ID,
  AD_TOC_MARGIN_PX,
  CONSULTING_REDIRECT,
  EDIT_URL_BASE,
  LOGO_SMALL_SCREEN_MAX_WIDTH,
  LOGO_SMALL_WIDTH_PX,
  NEWSLETTER_TEXT,
  SPONSORS,
} from '../../src/data/site';
import { SUPPORT } from '../../src/data/page-links';
import { LOGO_WALL, PLAIN_LIST } from '../../src/data/companies';

/** `npm test` (scripts/test-all.mjs) builds with these set; the POST test needs them. */
const NEWSLETTER_ENDPOINT = process.env.NEWSLETTER_ENDPOINT ?? '';
const NEWSLETTER_TOKEN = process.env.NEWSLETTER_TOKEN ?? '';

const isCarbon = (url: URL) => url.href.startsWith(ADS.script);

/** Stands in for carbon.js: renders an ad next to its own script element, as Carbon does. */
const CARBON_STUB = `(() => {
  const script = document.getElementById('${AD_SCRIPT_ID}');
  const ad = document.createElement('div');
  ad.id = 'carbonads';
  ad.innerHTML = '<span><span class="carbon-wrap"><a class="carbon-img" href="#ad"><img width="130" height="100" alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></a><a class="carbon-text" href="#ad">A stub sponsor message</a></span><a class="carbon-poweredby" href="#ad">ads via Carbon</a></span>';
  script.parentNode.insertBefore(ad, script);
})();`;

async function serveCarbonStub(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(isCarbon, (route) => {
    requests.push(route.request());
    return route.fulfill({ contentType: 'text/javascript', body: CARBON_STUB });
  });
  return requests;
}

function countCarbonRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => isCarbon(new URL(request.url())) && requests.push(request));
  return requests;
}

/**
 * The ad of this page view is decided (after the 300 ms check, the idle wait and the load or its
 * failure): filled, failed, off (no room for it) or unavailable (failed earlier in the visit).
 */
async function settle(page: Page) {
  await expect(page.getByRole('region', { name: 'Sponsored', includeHidden: true }).first()).toHaveAttribute(
    'data-ad-status',
    /^(filled|failed|off|unavailable)$/,
    {
      timeout: AD_CHECK_DELAY_MS + AD_FILL_TIMEOUT_MS + 20_000,
    },
  );
}

async function rect(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not rendered`);
  return box;
}

/** Tall enough that the TOC of /controllers leaves room for the ad under it. */
const TALL = 1000;

const adBox = (page: Page) => page.getByRole('region', { name: 'Sponsored' });

test.describe('newsletter', () => {
  test('posts the e-mail once as JSON with the token, then shows success', async ({
    page,
    consoleProblems,
  }) => {
    test.skip(!NEWSLETTER_ENDPOINT, 'needs a build with NEWSLETTER_ENDPOINT set (npm test sets it)');
    const posts: { url: URL; body: unknown; type: string | null }[] = [];
    await page.route(
      (url) => url.href.startsWith(NEWSLETTER_ENDPOINT),
      async (route) => {
        const request = route.request();
        if (request.method() === 'POST') {
          posts.push({
            url: new URL(request.url()),
            body: request.postDataJSON(),
            type: await request.headerValue('content-type'),
          });
        }
        await route.fulfill({
          status: 200,
          headers: {
            'access-control-allow-origin': '*',
            'access-control-allow-headers': 'content-type',
            'access-control-allow-methods': 'POST',
          },
          body: '{}',
        });
      },
    );
    await page.goto('/first-steps');
    const form = page.getByRole('region', { name: NEWSLETTER_TEXT.heading });
    await form.getByRole('textbox', { name: NEWSLETTER_TEXT.label }).fill('reader@example.com');
    await form.getByRole('button', { name: NEWSLETTER_TEXT.submit }).click();
    await expect(form.getByRole('button', { name: NEWSLETTER_TEXT.done })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: NEWSLETTER_TEXT.label })).toBeDisabled();
    // Success shows once the call has completed; nothing else is on its way.
    await page.waitForLoadState('networkidle');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ email: 'reader@example.com' });
    expect(posts[0]?.type).toBe('application/json');
    expect(posts[0]?.url.searchParams.get('token')).toBe(NEWSLETTER_TOKEN);
    expect(`${posts[0]?.url.origin}${posts[0]?.url.pathname}`).toBe(NEWSLETTER_ENDPOINT.split('?')[0]);
    expect(consoleProblems).toEqual([]);
  });

  test('ends in success when the endpoint is unreachable, silently', async ({ page, consoleProblems }) => {
    await page.goto('/first-steps');
    const form = page.getByRole('region', { name: NEWSLETTER_TEXT.heading });
    const email = form.getByRole('textbox', { name: NEWSLETTER_TEXT.label });
    // Browser validation comes first: an invalid address sends nothing and changes nothing.
    await email.fill('not-an-address');
    await form.getByRole('button', { name: NEWSLETTER_TEXT.submit }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    await expect(email).toBeEnabled();
    await email.fill('reader@example.com');
    await form.getByRole('button', { name: NEWSLETTER_TEXT.submit }).click();
    await expect(form.getByRole('button', { name: NEWSLETTER_TEXT.done })).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('sponsored ad', () => {
  test('shows under the TOC on wide screens, loaded once per page view', async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width: 1400, height: TALL });
    const requests = await serveCarbonStub(page);
    await page.goto('/controllers');
    await expect(adBox(page)).toBeVisible();
    await expect(adBox(page).getByRole('link', { name: 'A stub sponsor message' })).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const [tocBox, adRect] = [await rect(toc), await rect(adBox(page))];
    expect(adRect.y).toBeGreaterThanOrEqual(tocBox.y + tocBox.height);
    expect(adRect.x).toBeGreaterThanOrEqual(tocBox.x - 16);
    expect(requests).toHaveLength(1);
    const src = new URL(requests[0]?.url() ?? 'about:blank');
    expect(src.searchParams.get('serve')).toBe(ADS.serve);
    expect(src.searchParams.get('placement')).toBe(ADS.placement);

    await page.getByRole('link', { name: 'Providers', exact: true }).first().click();
    await expect(page).toHaveURL(/\/providers$/);
    await expect.poll(() => requests.length).toBe(2);
    await settle(page);
    await expect(page.locator(`#${AD_SCRIPT_ID}`)).toHaveCount(1);
    await expect(page.locator('#carbonads')).toHaveCount(1);
    expect(consoleProblems).toEqual([]);
  });

  test('sits at the top of the content up to 1200 px', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: TALL });
    await serveCarbonStub(page);
    await page.goto('/controllers');
    await expect(adBox(page)).toBeVisible();
    const title = await rect(page.getByRole('heading', { level: 1 }));
    expect((await rect(adBox(page))).y).toBeLessThan(title.y);
  });

  test(`hides at ${AD_HIDDEN_MAX_WIDTH} px and loads nothing`, async ({ page }) => {
    await page.setViewportSize({ width: AD_HIDDEN_MAX_WIDTH, height: TALL });
    const requests = await serveCarbonStub(page);
    await page.goto('/controllers');
    await settle(page);
    await expect(page.getByRole('region', { name: 'Sponsored', includeHidden: true })).toHaveCount(1);
    await expect(adBox(page)).toBeHidden();
    expect(requests).toHaveLength(0);
  });

  test('hides on wide screens when the TOC leaves no room under it', async ({ page }) => {
    // 420 px high: the TOC of /controllers is far taller than 420 − 360 px.
    await page.setViewportSize({ width: 1400, height: AD_TOC_MARGIN_PX + 60 });
    const requests = await serveCarbonStub(page);
    await page.goto('/controllers');
    await settle(page);
    await expect(adBox(page).first()).toBeHidden();
    await expect(adBox(page).last()).toBeHidden();
    expect(requests).toHaveLength(0);
  });

  for (const width of [1400, 1000, 375]) {
    test(`unreachable ads host at ${width} px: no empty box, no console error`, async ({
      page,
      consoleProblems,
    }) => {
      await page.setViewportSize({ width, height: TALL });
      const requests = countCarbonRequests(page);
      await page.goto('/controllers');
      await settle(page);
      await expect(
        page.getByRole('region', { name: 'Sponsored', includeHidden: true }).first(),
      ).toHaveAttribute('data-ad-status', 'failed');
      expect(requests).toHaveLength(1);
      await expect(page.locator('#carbonads')).toHaveCount(0);
      if (width > AD_PLACEMENT_BREAKPOINTS[1]) {
        // the right-column box never showed, so nothing is left
        for (const box of await adBox(page).all()) await expect(box).toBeHidden();
      } else {
        // the room reserved at the top of the content holds our own sponsor card instead
        const card = adBox(page).getByRole('link', { name: /Keep NestJS going/ });
        await expect(card).toBeVisible();
        await expect(card).toHaveAttribute('href', '/support');
      }
      expect(consoleProblems).toEqual([]);
    });
  }

  test('is not printed', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: TALL });
    await serveCarbonStub(page);
    await page.goto('/controllers');
    await expect(adBox(page)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(adBox(page)).toBeHidden();
    await expect(page.getByRole('region', { name: NEWSLETTER_TEXT.heading })).toBeHidden();
  });
});

/** Sums the page's layout shifts not caused by input (CLS as Chromium reports it), from the start. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

test.describe('no layout shift', () => {
  for (const width of [1400, 1000, 375]) {
    for (const ads of ['blocked', 'served'] as const) {
      test(`CLS is 0 at ${width} px with ads ${ads}`, async ({ page }) => {
        await recordLayoutShifts(page);
        await page.setViewportSize({ width, height: TALL });
        if (ads === 'served') await serveCarbonStub(page);
        await page.goto('/controllers');
        await settle(page);
        if (ads === 'served') await expect(page.locator('#carbonads')).toHaveCount(1);
        expect(await layoutShift(page)).toBe(0);
      });
    }
  }
});

/**
 * A proxy in front of the site that sends `/controllers` in two parts: up to `cut`, then, after a pause
 * long enough for the browser to paint what it has, the rest. Everything else passes through.
 */
async function slowPageServer(cut: (html: string) => number): Promise<{ origin: string; server: Server }> {
  const html = await (await fetch(`${baseURL}/controllers`)).text();
  const at = cut(html);
  if (at <= 0) throw new Error('cut point not found in /controllers');
  const server = createServer((req, res) => {
    if (req.url === '/controllers') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, at));
      setTimeout(() => res.end(html.slice(at)), 600);
      return;
    }
    const upstream = httpRequest(`${baseURL}${req.url}`, { headers: { accept: '*/*' } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    upstream.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test.describe('first frame', () => {
  // Chromium paints a long page before it has all of its HTML. Cut where a frame painted halfway
  // through a right-aligned row once showed it short (4 of the 5 social links and no theme switch;
  // "Copy page" without the suggest-edits link), then shifted it when the rest came (CLS above).
  const rows = { header: 'header.site-header', tools: '.page-title__tools' };
  const cuts = {
    'the header': (html: string) => html.lastIndexOf('<li data-network=', html.indexOf('</header>')),
    "the page title's row": (html: string) =>
      html.lastIndexOf('<a ', html.indexOf('aria-label="Suggest an edit')),
  };
  for (const [row, cut] of Object.entries(cuts)) {
    test(`waits for the whole of ${row} while the HTML is still arriving`, async ({ page }) => {
      const { origin, server } = await slowPageServer(cut);
      try {
        await recordLayoutShifts(page);
        await page.addInitScript(({ header, tools }: typeof rows) => {
          const w = window as unknown as { __first?: number[] };
          // The first frame: what the two rows hold when it is painted.
          requestAnimationFrame(() => {
            const count = (selector: string) =>
              document.querySelector(selector)?.querySelectorAll('a, button').length ?? -1;
            w.__first = [count(header), count(tools)];
          });
        }, rows);
        await page.setViewportSize({ width: 1400, height: TALL });
        await page.goto(`${origin}/controllers`);
        await settle(page);
        const { first, header, tools } = await page.evaluate(
          ({ header: h, tools: t }: typeof rows) => ({
            first: (window as unknown as { __first: number[] }).__first,
            header: document.querySelector(h)?.querySelectorAll('a, button').length,
            tools: document.querySelector(t)?.querySelectorAll('a, button').length,
          }),
          rows,
        );
        expect(first).toEqual([header, tools]);
        expect(await layoutShift(page)).toBe(0);
      } finally {
        server.close();
      }
    });
  }
});

test('suggest-edits links every content page to its source file', async ({ page }) => {
  for (const [path, source] of [
    ['/controllers', 'docs/controllers.md'],
    ['/discover/companies', 'docs/discover/companies.mdx'],
    ['/v10/controllers', 'versioned_docs/version-10/controllers.md'],
  ] as const) {
    await page.goto(path);
    const link = page.getByRole('link', { name: 'Suggest an edit to this page' });
    await expect(link).toHaveAttribute('href', `${EDIT_URL_BASE}${source}`);
    const [linkBox, titleBox] = [await rect(link), await rect(page.getByRole('heading', { level: 1 }))];
    expect(Math.abs(linkBox.y - titleBox.y)).toBeLessThan(titleBox.height);
  }
});

test('the Support us block is on every page', async ({ page }) => {
  for (const path of ['/', '/controllers', '/support']) {
    await page.goto(path);
    const block = page.getByRole('region', { name: 'Support us' });
    await expect(block.getByRole('link', { name: 'Support us' })).toHaveAttribute('href', '/support');
    await expect(block.getByRole('link', { name: 'Become a sponsor' })).toHaveAttribute(
      'href',
      SPONSORS.becomeSponsor,
    );
    for (const sponsor of SPONSORS.principal)
      await expect(block.getByRole('img', { name: sponsor.name })).toBeVisible();
  }
});

test(`company logos are ${LOGO_SMALL_WIDTH_PX} px wide at ${LOGO_SMALL_SCREEN_MAX_WIDTH} px`, async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize({ width: LOGO_SMALL_SCREEN_MAX_WIDTH, height: 900 });
  await page.goto('/discover/companies');
  await expect(page).toHaveTitle(/^Discover - Who is using Nest\? \| /);
  const wall = page.getByRole('list', { name: 'Companies using Nest', exact: true });
  for (const company of LOGO_WALL) {
    const logo = wall.getByRole('img', { name: company.name });
    expect((await rect(logo)).width).toBeCloseTo(LOGO_SMALL_WIDTH_PX, 0);
    const link = wall.getByRole('link', { name: company.name });
    await expect(link).toHaveAttribute('href', company.url);
    await expect(link).toHaveAttribute('rel', 'nofollow noopener');
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByRole('list', { name: 'More companies using Nest' }).getByRole('link')).toHaveCount(
    PLAIN_LIST.length,
  );
  await page.setViewportSize({ width: LOGO_SMALL_SCREEN_MAX_WIDTH + 1, height: 900 });
  expect((await rect(wall.getByRole('img').first())).width).not.toBeCloseTo(LOGO_SMALL_WIDTH_PX, 0);
  expect(consoleProblems).toEqual([]);
});

test('Official Support offers a Contact us link to the support address', async ({ page }) => {
  // The host sends /consulting to the consulting site (host.spec.ts); the page itself stays in build/
  // for hosts without that rule. Serve it at its address, and answer the page's own forward to the
  // enterprise site with 204 No Content, so the browser stays on the page.
  await page.route(
    (url) => url.pathname === '/consulting' && url.href.startsWith(baseURL),
    (route) => route.fulfill({ path: 'build/consulting.html', contentType: 'text/html' }),
  );
  await page.route(
    (url) => url.href.startsWith(CONSULTING_REDIRECT),
    (route) => route.fulfill({ status: 204 }),
  );
  await page.goto('/consulting');
  await expect(page.getByRole('heading', { level: 1, name: 'Official NestJS Consulting' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT.enterpriseEmail}`,
  );
});
