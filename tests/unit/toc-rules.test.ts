import { currentHeadingIndex } from '@site/src/lib/toc-rules';
import { stripAfterHash, tocEntries, titleId } from '@site/src/lib/toc-entries';
import { CURRENT_HEADING_LOOKAHEAD_PX } from '@site/src/data/site';
import GithubSlugger from 'github-slugger';
import { readSharedData } from '../shared-data-dir';

const L = CURRENT_HEADING_LOOKAHEAD_PX;

describe('currentHeadingIndex', () => {
  const offsets = [100, 600, 1200, 2000];
  it.each([
    [0, 0], // top of the page: the title
    [600 - L - 1, 0], // next heading still just beyond scroll + 115
    [600 - L, 1], // next heading reaches the line: it becomes current
    [1199 - L, 1],
    [1200 - L, 2],
    [5000, 3], // past every heading: the last one
  ])('scrollY %i → heading %i', (scrollY, expected) => {
    expect(currentHeadingIndex(offsets, scrollY, L)).toBe(expected);
  });

  it('has no current heading without headings, and one with a single heading', () => {
    expect(currentHeadingIndex([], 0, L)).toBe(-1);
    expect(currentHeadingIndex([300], 0, L)).toBe(0);
  });
});

describe('TOC entries', () => {
  it.each([
    ['Guards', 'Guards'],
    ['Request object #ref', 'Request object'],
    ['Don&#39;t repeat #yourself', 'Don&#39;t repeat'],
    ['<code>@Body()</code> decorator', '<code>@Body()</code> decorator'],
  ])('strips anything after a # from %j', (input, output) => {
    expect(stripAfterHash(input)).toBe(output);
  });

  it('lists the title, then sections and sub-sections within the levels', () => {
    const toc = [
      { value: 'Routing', id: 'routing', level: 2 },
      { value: 'Wildcards', id: 'wildcards', level: 3 },
      { value: 'Deep', id: 'deep', level: 4 },
    ];
    expect(tocEntries('Controllers', toc, 2, 3)).toEqual([
      { html: 'Controllers', id: 'controllers', depth: 0 },
      { html: 'Routing', id: 'routing', depth: 1 },
      { html: 'Wildcards', id: 'wildcards', depth: 2 },
    ]);
  });

  it.each([
    ['Exception filters', 'exception-filters'],
    ['Who is using Nest?', 'who-is-using-nest'],
    ['GraphQL + TypeScript', 'graphql--typescript'],
  ])('gives the title %j the id %s', (title, id) => {
    expect(titleId(title)).toBe(id);
  });

  it.each([
    ['Queues {#queues}', 'Queues', 'queues'],
    ['CSRF Protection {#csrf-protection}', 'CSRF Protection', 'csrf-protection'],
    ['Mongo {#mongodb}', 'Mongo', 'mongodb'],
    ['Queues', 'Queues', 'queues'],
  ])('a title written %j reads %j and links #%s', (title, html, id) => {
    expect(tocEntries(title, [], 2, 3)).toEqual([{ html, id, depth: 0 }]);
  });
});

describe('titleId matches the slugger Docusaurus uses', () => {
  const pages = readSharedData<{ pages: { anchors: { level: number; text: string }[] }[] }>(
    'pages.json',
  ).pages;
  const titles = [...new Set(pages.flatMap((p) => p.anchors.map((a) => a.text)))];

  it.each(titles)('%j', (title) => {
    expect(titleId(title)).toBe(new GithubSlugger().slug(title));
  });
});
