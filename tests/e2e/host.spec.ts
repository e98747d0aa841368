/**
 * The host's HTTP behaviour, request by request, on nginx with the generated configuration (the server
 * the browser tests use): redirects with their status and Location, one canonical URL per page, the
 * 404 page, security and cache headers, compression. The Netlify files of the same build are read
 * back and must describe the same redirects and headers (README, "Deploying").
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { test, expect } from './fixtures';
import { REDIRECTS } from '../../src/data/redirects';
import { CONSULTING_REDIRECT, CONSULTING_ROUTE } from '../../src/data/site';
import {
  netlifyHeadersFor,
  parseNetlifyHeaders,
  parseNetlifyRedirects,
} from '../../src/build-time/host-config/netlify';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../../src/build-time/host-config/rules';

const BUILD = path.resolve('build');
const consultingUrl = process.env.CONSULTING_URL ?? CONSULTING_REDIRECT;
const netlifyRedirects = parseNetlifyRedirects(fs.readFileSync(path.join(BUILD, '_redirects'), 'utf8'));
const netlifyHeaders = parseNetlifyHeaders(fs.readFileSync(path.join(BUILD, '_headers'), 'utf8'));

const PAGES = ['/', '/controllers', '/fundamentals/custom-providers', '/v10', '/v10/controllers'];

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { maxRedirects: 0, headers });

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
] as const;

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const name of SECURITY_HEADERS) expect(headers[name], name).toBeTruthy();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

test.describe('redirects', () => {
  test('every old path answers 301 with its new page, with or without a trailing slash', async ({
    request,
  }) => {
    for (const { from, to } of REDIRECTS) {
      if (to === CONSULTING_ROUTE) continue;
      for (const url of [from, `${from}/`]) {
        const response = await get(request, url);
        expect(response.status(), url).toBe(301);
        expect(response.headers()['location'], url).toBe(to);
        expectSecurityHeaders(response);
      }
    }
  });

  test('a query string survives the redirect', async ({ request }) => {
    const response = await get(request, '/components?tab=js');
    expect(response.headers()['location']).toBe('/providers?tab=js');
  });

  test('/consulting and /enterprise answer 302 with the consulting site', async ({ request }) => {
    test.skip(!consultingUrl, 'CONSULTING_URL is empty in this build: no forward');
    for (const url of [CONSULTING_ROUTE, `${CONSULTING_ROUTE}/`, '/enterprise', '/enterprise/']) {
      const response = await get(request, url);
      expect(response.status(), url).toBe(302);
      expect(response.headers()['location'], url).toBe(consultingUrl);
    }
  });

  test('the Netlify file holds the same redirects, each forced over the file at its path', async ({
    request,
  }) => {
    const expected = REDIRECTS.length + (consultingUrl ? 1 : 0);
    expect(netlifyRedirects).toHaveLength(expected);
    for (const rule of netlifyRedirects) {
      expect(rule.force, rule.from).toBe(true);
      const response = await get(request, rule.from);
      expect(response.status(), rule.from).toBe(rule.status);
      expect(response.headers()['location'], rule.from).toBe(rule.to);
    }
  });
});

test.describe('one URL per page', () => {
  for (const page of PAGES) {
    test(`${page} answers 200; its other spellings answer 301 to it`, async ({ request }) => {
      const response = await get(request, page);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expectSecurityHeaders(response);
      expect(response.headers()['cache-control']).toBe(CACHE_REVALIDATE);
      const spellings = page === '/' ? ['/index.html'] : [`${page}/`, `${page}.html`];
      for (const spelling of spellings) {
        const moved = await get(request, spelling);
        expect(moved.status(), spelling).toBe(301);
        expect(moved.headers()['location'], spelling).toBe(page);
      }
    });
  }

  test('the query string is kept when the trailing slash goes', async ({ request }) => {
    const response = await get(request, '/v10/?from=menu');
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/v10?from=menu');
  });
});

test.describe('unknown paths', () => {
  for (const url of ['/no-such-page', '/v10/no-such-page', '/assets/js/missing.js', '/404.html']) {
    test(`${url} answers 404 with the 404 page`, async ({ request }) => {
      const response = await get(request, url);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Page not found');
      expectSecurityHeaders(response);
    });
  }
});

test.describe('assets, compression and Markdown', () => {
  test('hashed assets are cached for a year, compressed, with the security headers', async ({ request }) => {
    const html = await (await get(request, '/controllers')).text();
    const assets = [...html.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+\.(?:js|css))/g)].map(
      (m) => m[1] ?? '',
    );
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const response = await get(request, asset, { 'accept-encoding': 'gzip' });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(CACHE_IMMUTABLE);
      expect(response.headers()['content-encoding'], asset).toBe('gzip');
      expectSecurityHeaders(response);
    }
  });

  test('pages are compressed for clients that accept it, and only for them', async ({ request }) => {
    const gzip = await get(request, '/controllers', { 'accept-encoding': 'gzip' });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['vary']).toMatch(/Accept-Encoding/i);
    const plain = await get(request, '/controllers', { 'accept-encoding': 'identity' });
    expect(plain.headers()['content-encoding']).toBeUndefined();
  });

  test('Markdown pages are text/markdown', async ({ request }) => {
    for (const url of ['/controllers.md', '/v10/controllers.md']) {
      const response = await get(request, url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
      expect(response.headers()['cache-control'], url).toBe(CACHE_REVALIDATE);
      expectSecurityHeaders(response);
    }
  });
});

test.describe('Content-Security-Policy', () => {
  test('lists every inline script of the pages by hash, and none as unsafe-inline', async ({ request }) => {
    for (const url of PAGES) {
      const response = await get(request, url);
      const policy = response.headers()['content-security-policy'] ?? '';
      const scriptSources = (/script-src ([^;]+)/.exec(policy)?.[1] ?? '').split(' ');
      expect(scriptSources).not.toContain("'unsafe-inline'");
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1] ?? '')
        .filter(Boolean);
      expect(inline.length, url).toBeGreaterThan(0);
      for (const script of inline) {
        const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        expect(scriptSources, `${url}: ${script.slice(0, 60)}…`).toContain(hash);
      }
    }
  });

  test('Netlify sends the same headers as nginx', async ({ request }) => {
    const served = (await get(request, '/controllers')).headers();
    const netlify = netlifyHeadersFor(netlifyHeaders, '/controllers');
    for (const name of SECURITY_HEADERS) {
      const header = Object.keys(netlify).find((key) => key.toLowerCase() === name);
      expect(header, name).toBeDefined();
      expect(served[name], name).toBe(netlify[header ?? '']);
    }
    expect(netlify['Cache-Control']).toBe(CACHE_REVALIDATE);
    expect(netlifyHeadersFor(netlifyHeaders, '/assets/js/main.js')['Cache-Control']).toBe(CACHE_IMMUTABLE);
  });
});
