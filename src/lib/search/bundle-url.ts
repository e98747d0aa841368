/**
 * The URL of the Pagefind bundle of a docs version whose docs live at `versionPath` ('/' or '/v10'):
 * `/pagefind/pagefind.js`, `/v10/pagefind/pagefind.js` (written after the build by
 * src/build-time/search-index). Tiny on purpose: the launcher imports it to start the download.
 */
export const bundleUrl = (versionPath: string): string =>
  `${versionPath.replace(/\/+$/, '')}/pagefind/pagefind.js`;
