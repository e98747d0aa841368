/**
 * The split article (src/lib/article-split.ts): which pages are split and how (the remark plugin, on
 * trees shaped as Docusaurus leaves them for user plugins), the id both sides use, which module the
 * browser loads, the head-module rule, and what a click on a link in a static body does.
 */
import type { Root, RootContent } from 'mdast';
import type { Configuration } from 'webpack';
import remarkArticle, {
  bodyStart,
  isStaticContent,
  modulePathOf,
  splitArticle,
} from '@site/src/build-time/article/remark-article';
import { addArticleHeadRule } from '@site/src/build-time/article/head-rule';
import { ARTICLE_COMPONENT, ARTICLE_MODULE, articleId } from '@site/src/lib/article-split';
import { articleModuleChooser, serverArticleIn } from '@site/src/lib/article-module';
import { clickNavigation, internalPath, type LinkClick } from '@site/src/lib/article-links';

const text = (value: string) => ({ type: 'text', value }) as const;
const paragraph = (value: string): RootContent => ({ type: 'paragraph', children: [text(value)] });
const header: RootContent = {
  type: 'mdxJsxFlowElement',
  name: 'header',
  attributes: [],
  children: [{ type: 'heading', depth: 1, children: [text('Guards')] }],
};
const esm = (body: unknown[]): RootContent =>
  ({
    type: 'mdxjsEsm',
    value: '',
    data: { estree: { type: 'Program', sourceType: 'module', body } },
  }) as never;
const tocExport = esm([
  { type: 'ExportNamedDeclaration', declaration: null, specifiers: [], attributes: [] },
]);
const sampleImport = esm([
  { type: 'ImportDeclaration', specifiers: [], source: { value: '@site/src/components/CodeSample' } },
]);
const otherImport = esm([
  { type: 'ImportDeclaration', specifiers: [], source: { value: '@site/src/components/CompanyWall' } },
]);
const jsx = (name: string, children: RootContent[] = []): RootContent =>
  ({ type: 'mdxJsxFlowElement', name, attributes: [], children }) as never;
const frontMatter: RootContent = { type: 'yaml', value: 'title: Guards' };

const page = (...children: RootContent[]): Root => ({ type: 'root', children });

describe('which content is static', () => {
  it.each<[string, RootContent, boolean]>([
    ['a paragraph', paragraph('text'), true],
    ['a code fence (head mode, before the sample plugin)', { type: 'code', lang: 'ts', value: 'x' }, true],
    ['a code sample', jsx('CodeSample'), true],
    ['an admonition holding a paragraph', jsx('admonition', [paragraph('note')]), true],
    ['a banner', jsx('DevtoolsBanner'), true],
    ['a plain element', jsx('div', [paragraph('x')]), true],
    ['raw HTML', { type: 'html', value: '<br/>' }, true],
    ['an imported component', jsx('CompanyWall'), false],
    ['a component inside an admonition', jsx('admonition', [jsx('CompanyList')]), false],
    ['a collapsible (Docusaurus Details)', jsx('details'), false],
    ['raw HTML with a form', { type: 'html', value: '<form action="/x">' }, false],
    ['an expression', { type: 'mdxFlowExpression', value: '1 + 1' } as never, false],
  ])('%s: %s', (_, node, expected) => {
    expect(isStaticContent(node)).toBe(expected);
  });
});

describe('where the body starts', () => {
  it.each<[string, Root, number | null]>([
    ['after the header', page(header, paragraph('a')), 1],
    [
      'after the header, front matter and ESM first',
      page(sampleImport, frontMatter, tocExport, header, paragraph('a')),
      4,
    ],
    ['no header (no h1)', page(paragraph('a'), paragraph('b')), null],
    ['content before the header', page(paragraph('intro'), header, paragraph('a')), null],
    ['a page importing a component', page(otherImport, header, jsx('CompanyWall')), null],
    ['a body with something interactive', page(header, paragraph('a'), jsx('Tabs')), null],
    ['an empty body', page(header, tocExport), null],
  ])('%s', (_, root, expected) => {
    expect(bodyStart(root)).toBe(expected);
  });
});

describe('the split', () => {
  const tree = () => page(sampleImport, frontMatter, header, paragraph('a'), tocExport, jsx('CodeSample'));

  it('full: the body goes into one ArticleBody with the id; ESM and front matter stay at the root', () => {
    const root = tree();
    expect(splitArticle(root, 'full', 'abc')).toBe(true);
    expect(root.children.map((node) => node.type)).toEqual([
      'mdxjsEsm',
      'yaml',
      'mdxJsxFlowElement',
      'mdxjsEsm',
      'mdxJsxFlowElement',
    ]);
    const body = root.children[4] as { name: string; attributes: unknown[]; children: RootContent[] };
    expect(body.name).toBe(ARTICLE_COMPONENT);
    expect(body.attributes).toEqual([{ type: 'mdxJsxAttribute', name: 'id', value: 'abc' }]);
    expect(body.children).toEqual([paragraph('a'), jsx('CodeSample')]);
  });

  it('head: the same element, empty', () => {
    const root = tree();
    expect(splitArticle(root, 'head', 'abc')).toBe(true);
    const body = root.children[4] as { name: string; children: RootContent[] };
    expect(body.name).toBe(ARTICLE_COMPONENT);
    expect(body.children).toEqual([]);
  });

  it('leaves a page that cannot be split as it is, in both modes', () => {
    for (const mode of ['full', 'head'] as const) {
      const root = page(otherImport, header, jsx('CompanyWall'));
      const before = JSON.parse(JSON.stringify(root)) as Root;
      expect(splitArticle(root, mode, 'abc')).toBe(false);
      expect(root).toEqual(before);
    }
  });

  it('the plugin names the page by its module path, as the registry does', () => {
    const root = page(header, paragraph('a'));
    remarkArticle({ mode: 'full', siteDir: '/site' })(root, { path: '/site/docs/techniques/queues.md' });
    expect(modulePathOf('/site/versioned_docs/version-10/guards.md', '/site')).toBe(
      '@site/versioned_docs/version-10/guards.md',
    );
    const body = root.children[1] as { attributes: { value: string }[] };
    expect(body.attributes[0]?.value).toBe(articleId('@site/docs/techniques/queues.md'));
  });
});

describe('page ids and modules', () => {
  it('gives short ids, stable and distinct per module path', () => {
    const a = articleId('@site/docs/guards.md');
    expect(a).toMatch(/^[0-9a-z]{1,7}$/);
    expect(articleId('@site/docs/guards.md')).toBe(a);
    expect(articleId('@site/versioned_docs/version-10/guards.md')).not.toBe(a);
  });

  it.each([
    ['@site/docs/guards.md', true],
    ['@site/docs/techniques/queues.md', true],
    ['@site/versioned_docs/version-10/discover/companies.mdx', true],
    ['@theme/DocItem', false],
    ['@generated/docusaurus-plugin-content-docs/default/p/v-10-a91.json', false],
    ['@site/src/pages/index.tsx', false],
  ])('%s is a docs page module: %s', (request, expected) => {
    expect(ARTICLE_MODULE.test(request)).toBe(expected);
  });

  it('loads the head of the page the server rendered, the full module of any other', async () => {
    document.body.innerHTML = '<main><div class="markdown article-body" data-article="k1">x</div></main>';
    const choose = articleModuleChooser(serverArticleIn(document));
    const head = jest.fn(async () => 'head');
    const full = jest.fn(async () => 'full');
    await expect(choose('k1', head, full)).resolves.toBe('head');
    await expect(choose('k2', head, full)).resolves.toBe('full');
    expect(head).toHaveBeenCalledTimes(1);
    expect(full).toHaveBeenCalledTimes(1);
    // development (no server-rendered body): always the full module
    document.body.innerHTML = '<div id="__docusaurus"></div>';
    await expect(articleModuleChooser(serverArticleIn(document))('k1', head, full)).resolves.toBe('full');
  });
});

describe('the head-module rule', () => {
  const mdxLoader = '/x/node_modules/@docusaurus/mdx-loader/lib/index.js';
  const config = (plugins: unknown[]): Configuration => ({
    module: {
      rules: [
        { test: /\.css$/, use: ['css-loader'] },
        {
          test: /\.mdx?$/i,
          include: ['/site/docs'],
          use: [
            {
              loader: mdxLoader,
              options: { remarkPlugins: plugins, crossCompilerCache: new Map(), processors: {} },
            },
          ],
        },
      ],
    },
  });
  const samples = () => () => undefined;

  it("gives the docs' MDX rule a head variant: the article plugin first in head mode, no shared cache", () => {
    const cfg = config([samples, [remarkArticle, { mode: 'full', siteDir: '/site' }]]);
    expect(addArticleHeadRule(cfg, '/site')).toBe(1);
    const rule = cfg.module?.rules?.[1] as {
      include: string[];
      oneOf: { resourceQuery?: RegExp; use: { options: Record<string, unknown> }[] }[];
    };
    expect(rule.include).toEqual(['/site/docs']);
    const [head, full] = rule.oneOf;
    expect(head?.resourceQuery?.test('?article-head')).toBe(true);
    expect(head?.resourceQuery?.test('?truncated')).toBe(false);
    expect(full?.resourceQuery).toBeUndefined();
    const headOptions = head?.use[0]?.options ?? {};
    expect(headOptions.remarkPlugins).toEqual([[remarkArticle, { mode: 'head', siteDir: '/site' }], samples]);
    expect(headOptions.crossCompilerCache).toBeUndefined();
    expect(headOptions.processors).toBeUndefined();
    expect((full?.use[0]?.options.remarkPlugins as unknown[]).length).toBe(2);
  });

  it('finds nothing to change without the article plugin (the site plugin then fails the build)', () => {
    expect(addArticleHeadRule(config([samples]), '/site')).toBe(0);
  });
});

describe('links in a static body', () => {
  const here = { origin: 'https://docs.nestjs.com', pathname: '/guards', search: '', hash: '' };
  const click = (over: Partial<LinkClick>): LinkClick => ({
    rawHref: '/pipes',
    href: 'https://docs.nestjs.com/pipes',
    target: '',
    download: false,
    button: 0,
    defaultPrevented: false,
    modified: false,
    ...over,
  });

  it.each<[string, Partial<LinkClick>, ReturnType<typeof clickNavigation>]>([
    ['another page', {}, { path: '/pipes', replace: false }],
    [
      'another page with a fragment',
      { rawHref: '/pipes#binding', href: 'https://docs.nestjs.com/pipes#binding' },
      { path: '/pipes#binding', replace: false },
    ],
    [
      'this very page (React Router replaces)',
      { rawHref: '/guards', href: 'https://docs.nestjs.com/guards' },
      { path: '/guards', replace: true },
    ],
    ['target _self', { target: '_self' }, { path: '/pipes', replace: false }],
    [
      'an anchor on this page: the browser scrolls',
      { rawHref: '#binding', href: 'https://docs.nestjs.com/guards#binding' },
      null,
    ],
    ['another site', { rawHref: 'https://github.com/nestjs', href: 'https://github.com/nestjs' }, null],
    ['a new tab', { target: '_blank' }, null],
    ['a download', { download: true }, null],
    ['the middle button', { button: 1 }, null],
    ['with a modifier key', { modified: true }, null],
    ['already handled', { defaultPrevented: true }, null],
  ])('%s', (_, over, expected) => {
    expect(clickNavigation(click(over), here)).toEqual(expected);
  });

  it('prefetches internal links only', () => {
    expect(internalPath('/pipes?x=1', 'https://docs.nestjs.com/pipes?x=1', '', here)).toBe('/pipes?x=1');
    expect(internalPath('mailto:a@b.c', 'mailto:a@b.c', '', here)).toBeNull();
    expect(internalPath('', 'https://docs.nestjs.com/guards', '', here)).toBeNull();
  });
});
