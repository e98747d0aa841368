/**
 * What the search dialog lists (issue 30): sections of the pages Pagefind ranks, best section of each
 * page first, and excerpts as text with the matched words marked, never as HTML.
 */
import {
  excerptParts,
  menuSectionIndex,
  searchOptions,
  type PagefindPage,
} from '@site/src/lib/search/results';

const sub = (title: string, anchor: string, score: number, excerpt = `${title} text`) => ({
  title,
  url: `/page#${anchor}`,
  excerpt,
  weighted_locations: [{ weight: 1, balanced_score: score }],
});
const page = (url: string, title: string, subs: ReturnType<typeof sub>[]): PagefindPage => ({
  url,
  excerpt: `${title} opening`,
  meta: { title },
  sub_results: subs.map((s) => ({ ...s, url: s.url.replace('/page', url) })),
});

describe('searchOptions', () => {
  const guards = page('/guards', 'Guards', [
    sub('Guards', 'guards', 2),
    sub('Binding guards', 'binding-guards', 9),
    sub('Roles', 'roles', 5),
    sub('Context', 'context', 1),
  ]);
  const ws = page('/websockets/guards', 'Guards', [sub('Guards', 'guards', 4)]);
  const bare: PagefindPage = {
    url: '/faq/serverless',
    excerpt: 'Cold <mark>start</mark>',
    meta: { title: 'Serverless' },
  };

  it('lists the best section of each page first, in page order, then further sections', () => {
    const options = searchOptions([guards, ws, bare], { limit: 8, sectionsPerPage: 3 });
    expect(options.map((o) => o.url)).toEqual([
      '/guards#binding-guards',
      '/websockets/guards#guards',
      '/faq/serverless',
      '/guards#roles',
      '/guards#guards',
    ]);
  });

  it.each([
    [1, 3, ['/guards#binding-guards']],
    [2, 3, ['/guards#binding-guards', '/websockets/guards#guards']],
    [8, 1, ['/guards#binding-guards', '/websockets/guards#guards', '/faq/serverless']],
  ])('limit %i, %i section(s) per page', (limit, sectionsPerPage, urls) => {
    expect(searchOptions([guards, ws, bare], { limit, sectionsPerPage }).map((o) => o.url)).toEqual(urls);
  });

  it('names the section and its page; a page without sections is one option titled by the page', () => {
    const [first, , third] = searchOptions([guards, ws, bare], { limit: 3, sectionsPerPage: 1 });
    expect(first).toEqual({
      url: '/guards#binding-guards',
      title: 'Binding guards',
      page: 'Guards',
      excerpt: 'Binding guards text',
    });
    expect(third).toEqual({
      url: '/faq/serverless',
      title: 'Serverless',
      page: 'Serverless',
      excerpt: 'Cold <mark>start</mark>',
    });
  });

  it("names a page after its menu section, so pages of one title differ ('WebSockets › Guards')", () => {
    const menuSectionOf = (url: string) =>
      ({ '/guards': 'Overview', '/websockets/guards': 'WebSockets' })[url];
    const options = searchOptions([guards, ws, bare], { limit: 3, sectionsPerPage: 1, menuSectionOf });
    expect(options.map((o) => [o.title, o.page])).toEqual([
      ['Binding guards', 'Overview › Guards'],
      ['Guards', 'WebSockets › Guards'],
      ['Serverless', 'Serverless'],
    ]);
  });

  it('lists nothing for no pages', () => {
    expect(searchOptions([], { limit: 8, sectionsPerPage: 3 })).toEqual([]);
  });
});

describe('excerptParts', () => {
  it.each([
    ['plain text', [{ text: 'plain text', marked: false }]],
    [
      'use <mark>guards</mark> to <mark>guard</mark>',
      [
        { text: 'use ', marked: false },
        { text: 'guards', marked: true },
        { text: ' to ', marked: false },
        { text: 'guard', marked: true },
      ],
    ],
    ['a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;', [{ text: 'a <b> & "c" \'d\'', marked: false }]],
    ['<img src=x onerror=alert(1)>text', [{ text: 'text', marked: false }]],
    ['', []],
  ])('%s', (excerpt, parts) => expect(excerptParts(excerpt)).toEqual(parts));
});

describe('menuSectionIndex', () => {
  const sections = [
    { label: 'Overview', paths: ['/controllers', '/guards'] },
    { label: 'WebSockets', paths: ['/websockets/guards'] },
    { label: 'Recipes', paths: ['/guards'] }, // listed again elsewhere: the first section owns it
  ];
  it.each([
    [[], '/guards#binding-guards', 'Overview'],
    [[], '/websockets/guards', 'WebSockets'],
    [[], '/faq/serverless', undefined],
    [['/v10'], '/v10/websockets/guards#x', 'WebSockets'],
    [['/v10'], '/v10', undefined],
    [['/v10'], '/v100/guards', undefined],
  ] as [string[], string, string | undefined][])('prefixes %j: %s → %s', (prefixes, url, label) => {
    expect(menuSectionIndex(sections, prefixes)(url)).toBe(label);
  });
});
