/**
 * Stands in for theme-classic's `prism-include-languages` client module, which puts Prism and its
 * extra languages (about 29 KB gzip) into every page's main bundle so that code can be highlighted
 * in the browser. Code samples are highlighted at build time here (src/build-time/code-samples/highlight), so
 * the browser needs none of it.
 */
export {};
