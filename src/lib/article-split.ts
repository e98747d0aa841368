/**
 * The split article (issue 31): a page's first load ships and hydrates only its title; the body is the
 * server's HTML, kept as it is. Names shared by the build (src/build-time/article, the registry
 * rewrite) and the browser (src/components/ArticleBody, src/lib/article-module.ts).
 *
 * Each docs page is compiled twice for the browser: in full (the module client-side navigation loads,
 * as before), and as its head (`<page>.md?article-head`: front matter, table of contents, the title, an
 * empty <ArticleBody>), which only a first load uses, where the body is already on screen.
 */

/** The resource query of a page's head module. */
export const ARTICLE_HEAD_QUERY = 'article-head';

/** The attribute of the element around a page's body; its value is `articleId(<module path>)`. */
export const ARTICLE_ATTRIBUTE = 'data-article';

/** The MDX component that wraps a page's body (src/theme/MDXComponents.tsx). */
export const ARTICLE_COMPONENT = 'ArticleBody';

/** Docs page modules as the registry names them (`@site/docs/…md`, `@site/versioned_docs/version-10/…md`). */
export const ARTICLE_MODULE = /^@site\/(?:docs|versioned_docs\/[^/]+)\/.+\.mdx?$/;

/**
 * A short, stable id for a page module (`@site/docs/guards.md`): FNV-1a, base 36. Written in the
 * server's HTML by the build and in the registry, so both name the page the same way.
 */
export function articleId(modulePath: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < modulePath.length; i += 1) {
    hash ^= modulePath.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
