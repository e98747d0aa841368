/**
 * What the host does with a request, as data: the one model both host configurations are written from
 * (Netlify's `_redirects`/`_headers`, the nginx server block). Pure functions, unit-tested.
 *
 * - Redirects come from the list the client redirects use (`src/data/redirects.ts`): each old path
 *   is a permanent redirect (301). `/consulting` and `/enterprise` are temporary redirects (302) to the
 *   configured consulting site; with no consulting site, `/consulting` is a page and `/enterprise` a
 *   permanent redirect to it.
 * - Headers: security headers on every response; hashed assets cached for a year; HTML revalidated.
 * - The Content-Security-Policy allows what the site loads and nothing else: its own origin, the ad
 *   network, the search service and the newsletter endpoint when they are configured, and the inline
 *   scripts of the built pages by their SHA-256 hash (no 'unsafe-inline' for scripts).
 */
import { createHash } from 'node:crypto';

export type HostRedirect = {
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
};

export type HostRules = {
  readonly redirects: readonly HostRedirect[];
  /** Sent with every response, whatever its status. */
  readonly security: Readonly<Record<string, string>>;
  readonly cache: {
    /** The hashed asset folder (Docusaurus's output for JS, CSS, fonts and images): cached a year. */
    readonly immutablePrefix: string;
    readonly immutable: string;
    /** Everything else, HTML first: revalidated before each use. */
    readonly revalidate: string;
  };
};

export type HostInput = {
  /** Old path → new path (src/data/redirects.ts). */
  readonly redirects: readonly { readonly from: string; readonly to: string }[];
  /** The consulting page's route. */
  readonly consultingRoute: string;
  /** Where `/consulting` forwards the browser (CONSULTING_URL); empty: no forward. */
  readonly consultingUrl: string;
  /** Contents of every inline <script> of the built pages. */
  readonly inlineScripts: Iterable<string>;
  /** External origins the pages may load scripts, images and frames from (the ad network). */
  readonly adOrigins: { readonly script: readonly string[]; readonly image: readonly string[] };
  /** Origins the browser sends requests to: search service, newsletter endpoint (when configured). */
  readonly connectOrigins: readonly string[];
};

export const IMMUTABLE_PREFIX = '/assets/';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and every unhashed file: the browser may keep it but must ask before using it again. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/** SHA-256 source expression of an inline script, as CSP's script-src expects it. */
export function scriptHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The origin (`https://host[:port]`) of an absolute http(s) URL; null for anything else. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];

export function contentSecurityPolicy(input: HostInput): string {
  const hashes = unique([...input.inlineScripts].map(scriptHash)).sort();
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets the local search compile its WebAssembly (Pagefind); it allows no eval
    // of JavaScript and no inline script.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...hashes, ...input.adOrigins.script]],
    // React and Docusaurus set `style` attributes (menu heights, TOC): inline styles stay allowed.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...input.adOrigins.image]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...unique(input.connectOrigins)]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

export function securityHeaders(input: HostInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

export function hostRedirects(input: HostInput): HostRedirect[] {
  const consulting = input.consultingUrl.trim();
  const redirects: HostRedirect[] = [];
  for (const { from, to } of input.redirects) {
    if (to === input.consultingRoute && consulting) {
      redirects.push({ from, to: consulting, status: 302 });
    } else {
      redirects.push({ from, to, status: 301 });
    }
  }
  if (consulting) redirects.push({ from: input.consultingRoute, to: consulting, status: 302 });
  return redirects;
}

export function hostRules(input: HostInput): HostRules {
  return {
    redirects: hostRedirects(input),
    security: securityHeaders(input),
    cache: {
      immutablePrefix: IMMUTABLE_PREFIX,
      immutable: CACHE_IMMUTABLE,
      revalidate: CACHE_REVALIDATE,
    },
  };
}

/** Every inline <script> body of an HTML document (scripts with `src` or a data type are skipped). */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') {
      continue;
    }
    if (body.length > 0) scripts.push(body);
  }
  return scripts;
}

/** Origins DocSearch's client talks to for an Algolia application (search hosts and insights). */
export function algoliaOrigins(appId: string): string[] {
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
    'https://insights.algolia.io',
  ];
}
