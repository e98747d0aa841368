/**
 * The browser build's rule for a page's head module (`<page>.md?article-head`, src/lib/article-split.ts):
 * Docusaurus's MDX rule for the docs, with the article plugin in `head` mode first (the body is dropped
 * before the code-sample plugins run) and without the full mode. The server build has no such rule: it
 * renders the full page, which it shares with the browser's full module (Docusaurus's cross-compiler
 * cache, keyed by resource: the head module, another resource, is compiled on its own).
 */
import type { Configuration, RuleSetRule, RuleSetUseItem } from 'webpack';
import remarkArticle, { type ArticleOptions } from './remark-article';
import { ARTICLE_HEAD_QUERY } from '../../lib/article-split';

type PluginEntry = unknown;
type MdxOptions = { remarkPlugins?: PluginEntry[] } & Record<string, unknown>;
type LoaderItem = { loader: string; options?: MdxOptions };

const isMdxLoader = (item: unknown): item is LoaderItem =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as LoaderItem).loader === 'string' &&
  /[\\/]@docusaurus[\\/]mdx-loader[\\/]/.test((item as LoaderItem).loader);

const pluginOf = (entry: PluginEntry) => (Array.isArray(entry) ? entry[0] : entry);

/** The MDX rules that carry the article plugin (the docs'), each given a head-module variant. */
export function addArticleHeadRule(config: Configuration, siteDir: string): number {
  const rules = config.module?.rules ?? [];
  let changed = 0;
  rules.forEach((rule, index) => {
    if (!rule || typeof rule !== 'object' || !Array.isArray(rule.use)) return;
    const use = rule.use as RuleSetUseItem[];
    const mdx = use.find(isMdxLoader);
    const plugins = mdx?.options?.remarkPlugins ?? [];
    if (!mdx?.options || !plugins.some((entry) => pluginOf(entry) === remarkArticle)) return;
    const headOptions: MdxOptions = {
      ...mdx.options,
      remarkPlugins: [
        [remarkArticle, { mode: 'head', siteDir } satisfies ArticleOptions],
        ...plugins.filter((entry) => pluginOf(entry) !== remarkArticle),
      ],
      // Processors are built from the plugin list: the full rule's would compile the whole page.
      processors: undefined,
      crossCompilerCache: undefined,
    };
    const headUse = use.map((item): RuleSetUseItem =>
      item === mdx ? { ...mdx, options: headOptions } : item,
    );
    const { use: fullUse, ...match } = rule as RuleSetRule;
    rules[index] = {
      ...match,
      oneOf: [
        { resourceQuery: new RegExp(`(?:^\\?|&)${ARTICLE_HEAD_QUERY}(?:&|$)`), use: headUse },
        { use: fullUse },
      ],
    };
    changed += 1;
  });
  return changed;
}
