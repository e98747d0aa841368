import {
  docIdForPath,
  initialOpenSections,
  isActiveRoute,
  nextOpenSections,
  normalizeRoute,
  sectionForPath,
  toggleSection,
} from '@site/src/lib/menu-rules';
import { MENU } from '@site/src/data/menu';

describe('sectionForPath', () => {
  it.each([
    ['/', null],
    ['/controllers', 'Overview'],
    ['/custom-decorators', 'Overview'],
    ['/deployment', null],
    ['/migration-guide/faq', null],
    ['/fundamentals/testing', 'Fundamentals'],
    ['/graphql/quick-start', 'GraphQL'],
    ['/websockets/guards', 'WebSockets'],
    ['/openapi/introduction', 'OpenAPI'],
    ['/faq/serverless', 'FAQ'],
    ['/discover/companies', 'Discover'],
    ['/devtools/ci-cd-integration', 'Devtools'],
    // a lazy-section route that is not in the menu still opens its section
    ['/fundamentals/not-listed', 'Fundamentals'],
    // versioned and trailing-slash routes
    ['/v10/guards', 'Overview'],
    ['/v10/techniques/caching', 'Techniques'],
    ['/cli/overview/', 'CLI'],
    // one segment matching a section title is not a section route
    ['/recipes', null],
  ])('%s → %s', (path, expected) => {
    expect(sectionForPath(path)).toBe(expected);
  });
});

describe('open sections', () => {
  it.each([
    // [before, route, after]
    [['Overview'], '/', ['Overview']],
    [['Overview'], '/controllers', ['Overview']],
    [['Overview'], '/fundamentals/testing', ['Fundamentals']],
    [['Fundamentals'], '/techniques/queues', ['Fundamentals', 'Techniques']],
    [['Fundamentals'], '/deployment', ['Fundamentals']],
    // back on an Overview page: Overview opens again, the others stay as they were
    [['Fundamentals'], '/guards', ['Fundamentals', 'Overview']],
    [['Overview', 'Security'], '/security/cors', ['Security']],
    [[], '/pipes', ['Overview']],
  ])('%j then %s → %j', (before, route, after) => {
    expect(nextOpenSections(before, route)).toEqual(after);
  });

  it('starts with Overview open, or with the section of a deep link instead', () => {
    expect(initialOpenSections('/')).toEqual(['Overview']);
    expect(initialOpenSections('/first-steps')).toEqual(['Overview']);
    expect(initialOpenSections('/microservices/kafka')).toEqual(['Microservices']);
  });

  it('toggles a section on a click of its heading', () => {
    expect(toggleSection(['Overview'], 'Overview')).toEqual([]);
    expect(toggleSection([], 'CLI')).toEqual(['CLI']);
  });
});

describe('isActiveRoute (exact match)', () => {
  it.each([
    ['/guards', '/guards', true],
    ['/guards', '/guards/', true],
    ['/guards', '/guards-extra', false],
    ['/', '/controllers', false],
    ['/fundamentals/testing', '/fundamentals', false],
    ['/guards', '/v10/guards', false],
    ['/v10/guards', '/v10/guards', true],
    ['https://courses.nestjs.com/', '/', false],
  ])('%s on %s → %s', (href, path, expected) => {
    expect(isActiveRoute(href, path)).toBe(expected);
  });
});

describe('routes and doc ids', () => {
  it.each([
    ['/', 'introduction'],
    ['/migration-guide', 'migration-guide/index'],
    ['/controllers', 'controllers'],
    ['/graphql/quick-start', 'graphql/quick-start'],
  ])('%s is the doc %s', (path, id) => {
    expect(docIdForPath(path)).toBe(id);
  });

  it.each([
    ['/v10/', '/'],
    ['/v10', '/'],
    ['/v10/guards/', '/guards'],
    ['/guards', '/guards'],
  ])('normalizes %s to %s', (input, output) => {
    expect(normalizeRoute(input)).toBe(output);
  });

  it('lists every section of the specification in order', () => {
    expect(MENU.filter((e) => e.kind === 'section').map((e) => e.label)).toEqual([
      'Overview',
      'Fundamentals',
      'Techniques',
      'Security',
      'GraphQL',
      'WebSockets',
      'Microservices',
      'CLI',
      'OpenAPI',
      'Recipes',
      'FAQ',
      'Devtools',
      'Discover',
    ]);
  });
});
