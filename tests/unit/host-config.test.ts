import { createHash } from 'node:crypto';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  algoliaOrigins,
  contentSecurityPolicy,
  hostRedirects,
  hostRules,
  inlineScriptsOf,
  originOf,
  scriptHash,
  type HostInput,
} from '@site/src/build-time/host-config/rules';
import {
  NETLIFY_DEFAULT_CACHE_CONTROL,
  netlifyHeaders,
  netlifyHeadersFor,
  netlifyRedirects,
  parseNetlifyHeaders,
  parseNetlifyRedirects,
} from '@site/src/build-time/host-config/netlify';
import { nginxServerBlock } from '@site/src/build-time/host-config/nginx';
import { REDIRECTS } from '@site/src/data/redirects';
import { ADS, CONSULTING_REDIRECT, CONSULTING_ROUTE } from '@site/src/data/site';

const input = (overrides: Partial<HostInput> = {}): HostInput => ({
  redirects: REDIRECTS,
  consultingRoute: CONSULTING_ROUTE,
  consultingUrl: CONSULTING_REDIRECT,
  inlineScripts: ['console.log(1)'],
  adOrigins: { script: ADS.scriptOrigins, image: ADS.imageOrigins },
  connectOrigins: ['https://newsletter.example'],
  ...overrides,
});

/** The directives of a policy as a map: name → sources. */
const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('redirects', () => {
  it('sends every old path to its page with 301, and the consulting paths to the site with 302', () => {
    const byFrom = new Map(hostRedirects(input()).map((r) => [r.from, r]));
    for (const { from, to } of REDIRECTS) {
      const expected =
        to === CONSULTING_ROUTE ? { to: CONSULTING_REDIRECT, status: 302 } : { to, status: 301 };
      expect(byFrom.get(from)).toEqual({ from, ...expected });
    }
    expect(byFrom.get('/consulting')).toEqual({
      from: '/consulting',
      to: CONSULTING_REDIRECT,
      status: 302,
    });
    expect(byFrom.get('/enterprise')?.status).toBe(302);
    expect(byFrom.size).toBe(REDIRECTS.length + 1);
  });

  it.each(['', '   '])('with CONSULTING_URL %j, /consulting is a page and /enterprise leads to it', (url) => {
    const byFrom = new Map(hostRedirects(input({ consultingUrl: url })).map((r) => [r.from, r]));
    expect(byFrom.has('/consulting')).toBe(false);
    expect(byFrom.get('/enterprise')).toEqual({ from: '/enterprise', to: '/consulting', status: 301 });
  });
});

describe('Content-Security-Policy', () => {
  it('lists each inline script by its SHA-256 once, and never unsafe-inline for scripts', () => {
    const policy = directives(contentSecurityPolicy(input({ inlineScripts: ['a()', 'b()', 'a()'] })));
    const scripts = policy.get('script-src') ?? [];
    const digest = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(scripts.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [digest('a()'), digest('b()')].sort(),
    );
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // WebAssembly compilation for the local search (Pagefind), and nothing broader.
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(scriptHash('a()')).toBe(digest('a()'));
  });

  it('allows the ad network, the configured services, and framing by nobody', () => {
    const policy = directives(contentSecurityPolicy(input()));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", ...ADS.scriptOrigins]));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", ...ADS.imageOrigins]));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://newsletter.example']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('connects nowhere else when no service is configured', () => {
    const policy = directives(contentSecurityPolicy(input({ connectOrigins: [] })));
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it.each([
    ['https://api.example.com/subscribe?x=1', 'https://api.example.com'],
    ['http://localhost:8080/path', 'http://localhost:8080'],
    ['', null],
    ['not a url', null],
    ['javascript:alert(1)', null],
  ])('origin of %j is %j', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it('knows the Algolia hosts of an application', () => {
    expect(algoliaOrigins('ABC123')).toEqual(
      expect.arrayContaining(['https://abc123-dsn.algolia.net', 'https://abc123-1.algolianet.com']),
    );
  });
});

describe('inline scripts of a page', () => {
  it.each([
    ['<script>a()</script>', ['a()']],
    ['<script type="text/javascript">b()</script>', ['b()']],
    ['<script src="/assets/js/main.js"></script>', []],
    ['<script defer src="/x.js">ignored()</script>', []],
    ['<script type="application/ld+json">{"@type":"WebSite"}</script>', []],
    [
      '<script>\n(function () {})();\n</script><p>x</p><SCRIPT>c()</SCRIPT>',
      ['\n(function () {})();\n', 'c()'],
    ],
    ['<script></script>', []],
  ])('%s', (html, expected) => {
    expect(inlineScriptsOf(html)).toEqual(expected);
  });
});

describe('Netlify files', () => {
  const rules = hostRules(input());

  it('force every redirect, and read back as the same rules', () => {
    const parsed = parseNetlifyRedirects(netlifyRedirects(rules));
    expect(parsed).toEqual(rules.redirects.map((r) => ({ ...r, force: true })));
  });

  it('give every path the security headers and each path one Cache-Control', () => {
    const headers = parseNetlifyHeaders(netlifyHeaders(rules));
    const page = netlifyHeadersFor(headers, '/controllers');
    const asset = netlifyHeadersFor(headers, '/assets/js/main.0123abcd.js');
    for (const [name, value] of Object.entries(rules.security)) {
      expect(page[name]).toBe(value);
      expect(asset[name]).toBe(value);
    }
    expect(page['Cache-Control']).toBe(CACHE_REVALIDATE);
    expect(asset['Cache-Control']).toBe(CACHE_IMMUTABLE);
    expect(NETLIFY_DEFAULT_CACHE_CONTROL).toBe(CACHE_REVALIDATE);
  });

  it('refuse a malformed file', () => {
    expect(() => parseNetlifyRedirects('/a /b 307')).toThrow(/unexpected status/);
    expect(() => parseNetlifyHeaders('  X-Orphan: 1')).toThrow(/outside a path block/);
  });
});

describe('nginx server block', () => {
  const conf = nginxServerBlock(hostRules(input()));

  it('redirects each old path, with and without a trailing slash, in one hop', () => {
    for (const { from, to } of REDIRECTS) {
      if (to === CONSULTING_ROUTE) continue;
      expect(conf).toContain(`location = ${from} { return 301 ${to}$is_args$args; }`);
      expect(conf).toContain(`location = ${from}/ { return 301 ${to}$is_args$args; }`);
    }
    expect(conf).toContain(`location = /consulting { return 302 "${CONSULTING_REDIRECT}"; }`);
  });

  it('sends the security headers from every location that sets headers of its own', () => {
    const policyLines = conf.split('\n').filter((line) => line.includes('Content-Security-Policy'));
    const cacheLines = conf.split('\n').filter((line) => line.includes('add_header Cache-Control'));
    expect(policyLines).toHaveLength(cacheLines.length);
    expect(cacheLines.some((line) => line.includes(CACHE_IMMUTABLE))).toBe(true);
    for (const line of policyLines) expect(line).toMatch(/ always;$/);
  });

  it('escapes the characters nginx reads inside a quoted value', () => {
    const odd = nginxServerBlock(hostRules(input({ consultingUrl: 'https://x.example/?a="b"&c=$d' })));
    expect(odd).toContain('return 302 "https://x.example/?a=\\"b\\"&c=\\$d";');
  });
});
