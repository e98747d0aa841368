import {
  docIdForPath,
  initialOpenSections,
  isActiveRoute,
  menuIndex,
  nextOpenSections,
  normalizeRoute,
  sectionForPath,
  toggleSection,
} from '@site/src/lib/menu-rules';
import { MENU, DEFAULT_OPEN_SECTION, type MenuEntry } from '@site/src/data/menu';

const INDEX = menuIndex(MENU, DEFAULT_OPEN_SECTION);

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
    expect(sectionForPath(path, INDEX)).toBe(expected);
  });
});

describe('menuIndex', () => {
  /** The rule stated on the whole menu: the section listing the page, else the one the first segment names. */
  function sectionOnFullMenu(pathname: string, menu: readonly MenuEntry[]): string | null {
    const route = pathname.replace(/^\/v\d+(?=\/|$)/, '').replace(/\/+$/, '') || '/';
    for (const entry of menu) {
      if (
        entry.kind === 'section' &&
        entry.items.some((item) => item.kind === 'doc' && item.path === route)
      ) {
        return entry.label;
      }
    }
    const segments = route.split('/').filter(Boolean);
    if (segments.length < 2) return null;
    const match = menu.find(
      (entry) => entry.kind === 'section' && entry.label.toLowerCase() === segments[0]?.toLowerCase(),
    );
    return match?.label ?? null;
  }

  const menuPaths = MENU.flatMap((entry) =>
    entry.kind === 'section'
      ? entry.items.flatMap((item) => (item.kind === 'external' ? [] : [item.path]))
      : entry.kind === 'external'
        ? []
        : [entry.path],
  );

  it.each([...menuPaths, ...menuPaths.map((p) => `/v10${p}`), '/techniques/unknown', '/nowhere/at/all'])(
    '%s: the index gives the section the whole menu gives',
    (path) => {
      expect(sectionForPath(path, INDEX)).toBe(sectionOnFullMenu(path, MENU));
    },
  );

  it('lists only the pages whose first segment does not name their section', () => {
    expect(Object.keys(INDEX.listed)).toEqual([
      '/first-steps',
      '/controllers',
      '/providers',
      '/modules',
      '/middleware',
      '/exception-filters',
      '/pipes',
      '/guards',
      '/interceptors',
      '/custom-decorators',
    ]);
  });

  it('keeps the first section that lists a page, as the rule on the whole menu does', () => {
    const menu: MenuEntry[] = [
      { kind: 'section', label: 'Alpha', items: [{ kind: 'doc', label: 'x', path: '/beta/x' }] },
      { kind: 'section', label: 'Beta', items: [{ kind: 'doc', label: 'x', path: '/beta/x' }] },
    ];
    expect(sectionForPath('/beta/x', menuIndex(menu, 'Alpha'))).toBe('Alpha');
    expect(sectionOnFullMenu('/beta/x', menu)).toBe('Alpha');
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
    expect(nextOpenSections(before, route, INDEX)).toEqual(after);
  });

  it('starts with Overview open, or with the section of a deep link instead', () => {
    expect(initialOpenSections('/', INDEX)).toEqual(['Overview']);
    expect(initialOpenSections('/first-steps', INDEX)).toEqual(['Overview']);
    expect(initialOpenSections('/microservices/kafka', INDEX)).toEqual(['Microservices']);
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
