/**
 * Old paths containing 'crud-utilities' must carry `noindex` (spec "Page title and indexing"), which
 * plugin-client-redirects' page template cannot add; the site plugin writes those redirect pages itself
 * (`postBuild`), and the client-redirects plugin gets the others (`indexedRedirects`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { NOINDEX_URL_MARKER } from '../../data/site';
import { REDIRECTS, type Redirect } from '../../data/redirects';

export const noIndexRedirects: readonly Redirect[] = REDIRECTS.filter((r) =>
  r.from.includes(NOINDEX_URL_MARKER),
);
export const indexedRedirects: readonly Redirect[] = REDIRECTS.filter(
  (r) => !r.from.includes(NOINDEX_URL_MARKER),
);

export function noIndexRedirectPage(to: string): string {
  const target = JSON.stringify(to);
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="robots" content="noindex">
    <meta http-equiv="refresh" content="0; url=${to}">
    <link rel="canonical" href="${to}">
    <title>Redirecting…</title>
  </head>
  <body>
    <script>window.location.replace(${target} + window.location.search + window.location.hash);</script>
    <p>This page has moved to <a href="${to}">${to}</a>.</p>
  </body>
</html>
`;
}

/** Writes the redirect page of every noindex redirect into the built site. */
export async function writeNoIndexRedirects(outDir: string): Promise<void> {
  await Promise.all(
    noIndexRedirects.map(async ({ from, to }) => {
      const dir = path.join(outDir, from);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, 'index.html'), noIndexRedirectPage(to));
    }),
  );
}
