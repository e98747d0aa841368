/**
 * The files of the Pagefind bundle of a docs version whose docs live at `versionPath` ('/' or '/v10'),
 * written after the build by src/build-time/search-index: `/pagefind/pagefind.js`,
 * `/v10/pagefind/pagefind.js`. Tiny on purpose: the launcher imports it to start the downloads.
 */
export const bundleUrl = (versionPath: string): string =>
  `${versionPath.replace(/\/+$/, '')}/pagefind/pagefind.js`;

/**
 * The value Pagefind appends to its entry's URL (`pagefind-entry.json?ts=…`, its `metaCacheTag`
 * option). Pagefind's default is the time of the request, a URL no cache and no preload can answer;
 * a fixed one lets the launcher request the entry before the script asks for it. Freshness comes from
 * the hosts, which revalidate every file outside /assets/ (src/build-time/host-config).
 */
export const ENTRY_TAG = 'nest';

/**
 * What Pagefind requests before it can search, after its script: the entry, the metadata (named by
 * language by the index writer) and the WebAssembly of the index's language.
 */
export const bundleStartFiles = (versionPath: string, language: string): string[] => {
  const dir = bundleUrl(versionPath).slice(0, -'pagefind.js'.length);
  return [
    `${dir}pagefind-entry.json?ts=${ENTRY_TAG}`,
    `${dir}pagefind.${language}.pf_meta`,
    `${dir}wasm.${language}.pagefind`,
  ];
};

const preloaded = new Set<string>();

/**
 * Requests the bundle's start files at once, beside its script, as `<link rel="preload" as="fetch">`:
 * Pagefind's own `fetch()` of the same URL then takes the preloaded response (no second request, no
 * revalidation), where it would otherwise wait for the script, then the entry, then the metadata, a
 * round trip each. Once per file per page while it succeeds. A preload that fails (offline, blocked)
 * would hand its failure to the next `fetch()` of its URL, Pagefind's retry included: it is taken at
 * once by a fetch of its own, and the file preloaded again on the next search.
 */
export function preloadBundle(versionPath: string, language: string): void {
  for (const href of bundleStartFiles(versionPath, language)) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = Object.assign(document.createElement('link'), {
      rel: 'preload',
      as: 'fetch',
      crossOrigin: 'anonymous',
      href,
      onerror: () => {
        fetch(href).catch(() => undefined);
        link.remove();
        preloaded.delete(href);
      },
    });
    document.head.append(link);
  }
}
