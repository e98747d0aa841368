/**
 * Markdown for AI assistants and for pasting (build time): after the build, writes for each docs version
 * - every listed page as Markdown at its route plus `.md` (`/controllers.md`, `/v10/controllers.md`,
 *   `/index.md` for a version's root), made by `to-markdown.ts` from the page's source;
 * - `llms.txt` (llmstxt.org: the site's name and summary, then the menu's sections with a link to each
 *   page's Markdown and its front-matter description) and `llms-full.txt` (every page in menu order), at
 *   the version's root (`/llms.txt`, `/v10/llms.txt`).
 * Why not a published plugin: none writes the JavaScript variant after each TypeScript sample or one set of
 * files per docs version (README, "Markdown for AI assistants").
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { tsToJs } from '../code-samples/ts-to-js';
import { markdownPath } from '../../lib/markdown-path';
import * as site from '../../data/site';
import * as pageLinks from '../../data/page-links';
import * as companies from '../../data/companies';
import { companyList, pageToMarkdown, type MarkdownContext } from './to-markdown';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

type Doc = LoadedVersion['docs'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkDirective)
  .use(remarkGfm);
const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one' });

type Entry = { readonly doc: Doc; readonly label: string };

/**
 * Sections of a version's menu: a title and its pages with their menu labels, in menu order; pages at
 * the top level of the menu form an "Introduction" section.
 */
export function menuSections(
  items: readonly SidebarItem[],
  docsById: ReadonlyMap<string, Doc>,
): { title: string; docs: Entry[] }[] {
  const sections: { title: string; docs: Entry[] }[] = [];
  const entry = (id: string, label: string | undefined): Entry[] => {
    const doc = docsById.get(id);
    return doc ? [{ doc, label: label ?? doc.title }] : [];
  };
  const docsOf = (list: readonly SidebarItem[]): Entry[] =>
    list.flatMap((item) => {
      if (item.type === 'doc' || item.type === 'ref') return entry(item.id, item.label);
      if (item.type === 'category') {
        const own = item.link?.type === 'doc' ? entry(item.link.id, item.label) : [];
        return [...own, ...docsOf(item.items)];
      }
      return [];
    });
  for (const item of items) {
    if (item.type === 'category') sections.push({ title: item.label, docs: docsOf([item]) });
    else {
      const docs = docsOf([item]);
      const last = sections.at(-1);
      if (last && last.title === 'Introduction') last.docs.push(...docs);
      else if (docs.length) sections.push({ title: 'Introduction', docs });
    }
  }
  return sections.filter((s) => s.docs.length);
}

export default function markdownExportPlugin(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  return {
    name: 'markdown-export',
    async postBuild({ outDir, plugins }) {
      const docsPlugin = plugins.find((p) => p.name === DOCS_PLUGIN);
      const content = docsPlugin?.content as LoadedContent | undefined;
      if (!content) throw new Error('markdown-export: the docs plugin has no content');
      const versionRoots = content.loadedVersions.map((v) => v.path);
      const routeBySource = new Map<string, string>();
      for (const version of content.loadedVersions) {
        for (const doc of version.docs)
          routeBySource.set(sourcePath(context.siteDir, doc.source), doc.permalink);
      }
      const js = new Map<string, Promise<string>>();
      const jsOf = (ts: string) => {
        if (!js.has(ts)) js.set(ts, tsToJs(ts));
        return js.get(ts) as Promise<string>;
      };

      for (const version of content.loadedVersions) {
        const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
        const markdown = new Map<string, string>();
        for (const doc of version.docs) {
          if (doc.unlisted) continue;
          const file = sourcePath(context.siteDir, doc.source);
          const mdContext: MarkdownContext = {
            siteUrl,
            file,
            routeOfFile: (absolutePath) => routeBySource.get(absolutePath),
            modules: {
              '@site/src/data/site': site,
              '@site/src/data/page-links': pageLinks,
              '@site/src/data/companies': companies,
            },
            components: {
              CompanyWall: () => [companyList(companies.LOGO_WALL)],
              CompanyList: () => [companyList(companies.PLAIN_LIST)],
            },
            jsOf,
            parse: (text) => parser.parse(text) as Root,
            stringify: (root) => printer.stringify(root),
          };
          let text: string;
          try {
            text = await pageToMarkdown(await fs.readFile(file, 'utf8'), mdContext);
          } catch (error) {
            throw new Error(
              `markdown-export: ${path.relative(context.siteDir, file)}: ${(error as Error).message}`,
            );
          }
          markdown.set(doc.id, text);
          const target = path.join(outDir, markdownPath(doc.permalink, versionRoots));
          await fs.mkdir(path.dirname(target), { recursive: true });
          await fs.writeFile(target, text);
        }

        const sections = menuSections(Object.values(version.sidebars)[0] ?? [], docsById);
        const root = version.path === '/' ? '' : version.path.replace(/\/$/, '');
        const link = (doc: Doc) => `${siteUrl}${markdownPath(doc.permalink, versionRoots)}`;
        const line = ({ doc, label }: Entry) =>
          `- [${label}](${link(doc)})${doc.description ? `: ${doc.description}` : ''}`;
        const others = content.loadedVersions.filter((v) => v !== version);
        const header = [
          '# NestJS',
          '',
          `> ${site.SITE_DESCRIPTION}`,
          '',
          `This is the documentation of NestJS ${version.label}${version.isLast ? ' (the current version)' : ''}. ` +
            'Every page is also served as Markdown at its address plus `.md`, where each TypeScript sample is ' +
            `followed by its JavaScript variant; ${siteUrl}${root}/llms-full.txt holds every page in one file.` +
            others
              .map((v) => ` NestJS ${v.label}: ${siteUrl}${v.path === '/' ? '' : v.path}/llms.txt.`)
              .join(''),
        ];
        const index = [
          ...header,
          ...sections.flatMap((section) => ['', `## ${section.title}`, '', ...section.docs.map(line)]),
        ];
        const full = [
          ...header,
          ...sections.flatMap((section) =>
            section.docs.map(
              ({ doc }) => `\n---\n\nSource: ${siteUrl}${route(doc)}\n\n${markdown.get(doc.id) ?? ''}`,
            ),
          ),
        ];
        await fs.mkdir(path.join(outDir, root), { recursive: true });
        await fs.writeFile(path.join(outDir, root, 'llms.txt'), `${index.join('\n')}\n`);
        await fs.writeFile(path.join(outDir, root, 'llms-full.txt'), `${full.join('\n')}\n`);
      }
    },
  };
}

/** A doc's route as served (no trailing slash but for the site's root): `/migration-guide/` → `/migration-guide`. */
const route = (doc: Doc) => (doc.permalink.length > 1 ? doc.permalink.replace(/\/+$/, '') : doc.permalink);

/** `@site/docs/controllers.md` → the absolute path. */
const sourcePath = (siteDir: string, source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
