/**
 * The pages of a production build, as the checks and benchmarks read them: the routes its sitemap
 * lists, and the HTML file the host serves for a route.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every route of `<build>/sitemap.xml` ('/', '/controllers', '/v10/…'). */
export function sitemapRoutes(build) {
  const sitemap = fs.readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
}

/** The HTML file served for a route: `<route>.html` for pages, `<route>/index.html` for redirects. */
export function htmlFileFor(build, route) {
  if (route === '/') return path.join(build, 'index.html');
  const relative = route.replace(/^\//, '');
  const page = path.join(build, `${relative}.html`);
  return fs.existsSync(page) ? page : path.join(build, relative, 'index.html');
}
