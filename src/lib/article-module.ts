/**
 * Which module of a docs page the browser loads (the registry calls `articleModule` for every docs page;
 * see src/lib/article-split.ts). The page whose server-rendered body is in the document when main.js
 * runs gets its head module: its body is on screen already. Every other page, and every page in
 * development (no server-rendered body), gets the full module, as a client-side navigation needs.
 */
import { ARTICLE_ATTRIBUTE } from './article-split';

/** The id of the body the server rendered into `doc`, if any. */
export function serverArticleIn(doc: Document | undefined): string | null {
  return doc?.querySelector(`[${ARTICLE_ATTRIBUTE}]`)?.getAttribute(ARTICLE_ATTRIBUTE) ?? null;
}

export type ArticleModuleChooser = <M>(
  id: string,
  head: () => Promise<M>,
  full: () => Promise<M>,
) => Promise<M>;

/** Loads `head` for the page rendered by the server (`serverArticle`), `full` for any other. */
export function articleModuleChooser(serverArticle: string | null): ArticleModuleChooser {
  return (id, head, full) => (id === serverArticle ? head() : full());
}

/** Read once, when main.js runs (after the HTML is parsed, before any route module loads). */
export const articleModule = articleModuleChooser(
  serverArticleIn(typeof document === 'undefined' ? undefined : document),
);
