/**
 * The side menu (spec "Side menu contents"): one typed source for `sidebars.ts` and for the menu
 * rules in `src/lib/menu-rules.ts`. Labels come from `shared/data/pages.json` (menuLabel).
 *
 * - `doc`: a page of this site, by route path (the doc id is derived from it in sidebars.ts).
 * - `link`: a page of this site whose home is another menu entry.
 * - `external`: another site, opened in a new tab.
 * - `section`: a collapsible group of items.
 * `isNew` shows a NEW badge, `icon` an icon, `pending` greys the item out and makes it unclickable.
 */
import { MENU_EXTERNAL } from './site';

export type MenuIcon = 'external' | 'heart';

type MenuFlags = {
  readonly isNew?: boolean;
  readonly icon?: MenuIcon;
  readonly pending?: boolean;
};

export type MenuDoc = MenuFlags & { readonly kind: 'doc'; readonly label: string; readonly path: string };
export type MenuExternal = MenuFlags & {
  readonly kind: 'external';
  readonly label: string;
  readonly url: string;
};
/** An in-site link to a page whose home is another menu entry (listed twice, owned once). */
export type MenuLink = MenuFlags & { readonly kind: 'link'; readonly label: string; readonly path: string };
export type MenuLeaf = MenuDoc | MenuLink | MenuExternal;
export type MenuSection = {
  readonly kind: 'section';
  readonly label: string;
  readonly items: readonly MenuLeaf[];
};
export type MenuEntry = MenuLeaf | MenuSection;

/** The section that starts open when the route belongs to no other section. */
export const DEFAULT_OPEN_SECTION = 'Overview';

const sections: readonly MenuSection[] = [
  {
    kind: 'section',
    label: 'Overview',
    items: [
      { kind: 'doc', label: 'First steps', path: '/first-steps' },
      { kind: 'doc', label: 'Controllers', path: '/controllers' },
      { kind: 'doc', label: 'Providers', path: '/providers' },
      { kind: 'doc', label: 'Modules', path: '/modules' },
      { kind: 'doc', label: 'Middleware', path: '/middleware' },
      { kind: 'doc', label: 'Exception filters', path: '/exception-filters' },
      { kind: 'doc', label: 'Pipes', path: '/pipes' },
      { kind: 'doc', label: 'Guards', path: '/guards' },
      { kind: 'doc', label: 'Interceptors', path: '/interceptors' },
      { kind: 'doc', label: 'Custom decorators', path: '/custom-decorators' },
    ],
  },
  {
    kind: 'section',
    label: 'Fundamentals',
    items: [
      { kind: 'doc', label: 'Custom providers', path: '/fundamentals/custom-providers' },
      { kind: 'doc', label: 'Asynchronous providers', path: '/fundamentals/async-providers' },
      { kind: 'doc', label: 'Dynamic modules', path: '/fundamentals/dynamic-modules' },
      { kind: 'doc', label: 'Injection scopes', path: '/fundamentals/injection-scopes' },
      { kind: 'doc', label: 'Circular dependency', path: '/fundamentals/circular-dependency' },
      { kind: 'doc', label: 'Module reference', path: '/fundamentals/module-ref' },
      { kind: 'doc', label: 'Lazy-loading modules', path: '/fundamentals/lazy-loading-modules' },
      { kind: 'doc', label: 'Execution context', path: '/fundamentals/execution-context' },
      { kind: 'doc', label: 'Lifecycle events', path: '/fundamentals/lifecycle-events' },
      { kind: 'doc', label: 'Discovery service', path: '/fundamentals/discovery-service' },
      { kind: 'doc', label: 'Platform agnosticism', path: '/fundamentals/platform-agnosticism' },
      { kind: 'doc', label: 'Testing', path: '/fundamentals/testing' },
    ],
  },
  {
    kind: 'section',
    label: 'Techniques',
    items: [
      { kind: 'doc', label: 'Configuration', path: '/techniques/configuration' },
      { kind: 'doc', label: 'Database', path: '/techniques/database' },
      { kind: 'doc', label: 'Mongo', path: '/techniques/mongodb' },
      { kind: 'doc', label: 'Validation', path: '/techniques/validation' },
      { kind: 'doc', label: 'Caching', path: '/techniques/caching' },
      { kind: 'doc', label: 'Serialization', path: '/techniques/serialization' },
      { kind: 'doc', label: 'Versioning', path: '/techniques/versioning' },
      { kind: 'doc', label: 'Task scheduling', path: '/techniques/task-scheduling' },
      { kind: 'doc', label: 'Queues', path: '/techniques/queues' },
      { kind: 'doc', label: 'Logging', path: '/techniques/logger' },
      { kind: 'doc', label: 'Cookies', path: '/techniques/cookies' },
      { kind: 'doc', label: 'Events', path: '/techniques/events' },
      { kind: 'doc', label: 'Compression', path: '/techniques/compression' },
      { kind: 'doc', label: 'File upload', path: '/techniques/file-upload' },
      { kind: 'doc', label: 'Streaming files', path: '/techniques/streaming-files' },
      { kind: 'doc', label: 'HTTP module', path: '/techniques/http-module' },
      { kind: 'doc', label: 'Session', path: '/techniques/session' },
      { kind: 'doc', label: 'Model-View-Controller', path: '/techniques/mvc' },
      { kind: 'doc', label: 'Performance (Fastify)', path: '/techniques/performance' },
      { kind: 'doc', label: 'Server-Sent Events', path: '/techniques/server-sent-events' },
    ],
  },
  {
    kind: 'section',
    label: 'Security',
    items: [
      { kind: 'doc', label: 'Authentication', path: '/security/authentication' },
      { kind: 'doc', label: 'Authorization', path: '/security/authorization' },
      { kind: 'doc', label: 'Encryption and Hashing', path: '/security/encryption-and-hashing' },
      { kind: 'doc', label: 'Helmet', path: '/security/helmet' },
      { kind: 'doc', label: 'CORS', path: '/security/cors' },
      { kind: 'doc', label: 'CSRF Protection', path: '/security/csrf' },
      { kind: 'doc', label: 'Rate limiting', path: '/security/rate-limiting' },
    ],
  },
  {
    kind: 'section',
    label: 'GraphQL',
    items: [
      { kind: 'doc', label: 'Quick start', path: '/graphql/quick-start' },
      { kind: 'doc', label: 'Resolvers', path: '/graphql/resolvers' },
      { kind: 'doc', label: 'Mutations', path: '/graphql/mutations' },
      { kind: 'doc', label: 'Subscriptions', path: '/graphql/subscriptions' },
      { kind: 'doc', label: 'Scalars', path: '/graphql/scalars' },
      { kind: 'doc', label: 'Directives', path: '/graphql/directives' },
      { kind: 'doc', label: 'Interfaces', path: '/graphql/interfaces' },
      { kind: 'doc', label: 'Unions and Enums', path: '/graphql/unions-and-enums' },
      { kind: 'doc', label: 'Field middleware', path: '/graphql/field-middleware' },
      { kind: 'doc', label: 'Mapped types', path: '/graphql/mapped-types' },
      { kind: 'doc', label: 'Plugins', path: '/graphql/plugins' },
      { kind: 'doc', label: 'Complexity', path: '/graphql/complexity' },
      { kind: 'doc', label: 'Extensions', path: '/graphql/extensions' },
      { kind: 'doc', label: 'CLI Plugin', path: '/graphql/cli-plugin' },
      { kind: 'doc', label: 'Generating SDL', path: '/graphql/generating-sdl' },
      { kind: 'doc', label: 'Sharing models', path: '/graphql/sharing-models' },
      { kind: 'doc', label: 'Other features', path: '/graphql/other-features' },
      { kind: 'doc', label: 'Federation', path: '/graphql/federation' },
    ],
  },
  {
    kind: 'section',
    label: 'WebSockets',
    items: [
      { kind: 'doc', label: 'Gateways', path: '/websockets/gateways' },
      { kind: 'doc', label: 'Exception filters', path: '/websockets/exception-filters' },
      { kind: 'doc', label: 'Pipes', path: '/websockets/pipes' },
      { kind: 'doc', label: 'Guards', path: '/websockets/guards' },
      { kind: 'doc', label: 'Interceptors', path: '/websockets/interceptors' },
      { kind: 'doc', label: 'Adapters', path: '/websockets/adapter' },
    ],
  },
  {
    kind: 'section',
    label: 'Microservices',
    items: [
      { kind: 'doc', label: 'Overview', path: '/microservices/basics' },
      { kind: 'doc', label: 'Redis', path: '/microservices/redis' },
      { kind: 'doc', label: 'MQTT', path: '/microservices/mqtt' },
      { kind: 'doc', label: 'NATS', path: '/microservices/nats' },
      { kind: 'doc', label: 'RabbitMQ', path: '/microservices/rabbitmq' },
      { kind: 'doc', label: 'Kafka', path: '/microservices/kafka' },
      { kind: 'doc', label: 'gRPC', path: '/microservices/grpc' },
      { kind: 'doc', label: 'Custom transporters', path: '/microservices/custom-transport' },
      { kind: 'doc', label: 'Exception filters', path: '/microservices/exception-filters' },
      { kind: 'doc', label: 'Pipes', path: '/microservices/pipes' },
      { kind: 'doc', label: 'Guards', path: '/microservices/guards' },
      { kind: 'doc', label: 'Interceptors', path: '/microservices/interceptors' },
    ],
  },
  {
    kind: 'section',
    label: 'CLI',
    items: [
      { kind: 'doc', label: 'Overview', path: '/cli/overview' },
      { kind: 'doc', label: 'Workspaces', path: '/cli/monorepo' },
      { kind: 'doc', label: 'Libraries', path: '/cli/libraries' },
      { kind: 'doc', label: 'Usage', path: '/cli/usages' },
      { kind: 'doc', label: 'Scripts', path: '/cli/scripts' },
    ],
  },
  {
    kind: 'section',
    label: 'OpenAPI',
    items: [
      { kind: 'doc', label: 'Introduction', path: '/openapi/introduction' },
      { kind: 'doc', label: 'Types and Parameters', path: '/openapi/types-and-parameters' },
      { kind: 'doc', label: 'Operations', path: '/openapi/operations' },
      { kind: 'doc', label: 'Security', path: '/openapi/security' },
      { kind: 'doc', label: 'Mapped Types', path: '/openapi/mapped-types' },
      { kind: 'doc', label: 'Decorators', path: '/openapi/decorators' },
      { kind: 'doc', label: 'CLI Plugin', path: '/openapi/cli-plugin' },
      { kind: 'doc', label: 'Other features', path: '/openapi/other-features' },
    ],
  },
  {
    kind: 'section',
    label: 'Recipes',
    items: [
      { kind: 'doc', label: 'REPL', path: '/recipes/repl' },
      { kind: 'doc', label: 'CRUD generator', path: '/recipes/crud-generator' },
      { kind: 'doc', label: 'SWC (fast compiler)', path: '/recipes/swc' },
      { kind: 'doc', label: 'Passport (auth)', path: '/recipes/passport' },
      { kind: 'doc', label: 'Hot reload', path: '/recipes/hot-reload' },
      { kind: 'doc', label: 'MikroORM', path: '/recipes/mikroorm' },
      { kind: 'doc', label: 'TypeORM', path: '/recipes/sql-typeorm' },
      { kind: 'doc', label: 'Mongoose', path: '/recipes/mongodb' },
      { kind: 'doc', label: 'Sequelize', path: '/recipes/sql-sequelize' },
      { kind: 'doc', label: 'Router module', path: '/recipes/router-module' },
      { kind: 'link', label: 'Swagger', path: '/openapi/introduction' },
      { kind: 'doc', label: 'Health checks', path: '/recipes/terminus' },
      { kind: 'doc', label: 'CQRS', path: '/recipes/cqrs' },
      { kind: 'doc', label: 'Compodoc', path: '/recipes/documentation' },
      { kind: 'doc', label: 'Prisma', path: '/recipes/prisma' },
      { kind: 'doc', label: 'Sentry', path: '/recipes/sentry' },
      { kind: 'doc', label: 'Serve static', path: '/recipes/serve-static' },
      { kind: 'doc', label: 'Commander', path: '/recipes/nest-commander' },
      { kind: 'doc', label: 'Async local storage', path: '/recipes/async-local-storage' },
      { kind: 'doc', label: 'Necord', path: '/recipes/necord' },
      { kind: 'doc', label: 'Suites (Automock)', path: '/recipes/suites' },
    ],
  },
  {
    kind: 'section',
    label: 'FAQ',
    items: [
      { kind: 'doc', label: 'Serverless', path: '/faq/serverless' },
      { kind: 'doc', label: 'HTTP adapter', path: '/faq/http-adapter' },
      { kind: 'doc', label: 'Keep-Alive connections', path: '/faq/keep-alive-connections' },
      { kind: 'doc', label: 'Global path prefix', path: '/faq/global-prefix' },
      { kind: 'doc', label: 'Raw body', path: '/faq/raw-body' },
      { kind: 'doc', label: 'Hybrid application', path: '/faq/hybrid-application' },
      { kind: 'doc', label: 'HTTPS & multiple servers', path: '/faq/multiple-servers' },
      { kind: 'doc', label: 'Request lifecycle', path: '/faq/request-lifecycle' },
      { kind: 'doc', label: 'Common errors', path: '/faq/common-errors' },
    ],
  },
  {
    kind: 'section',
    label: 'Devtools',
    items: [
      { kind: 'doc', label: 'Overview', path: '/devtools/overview' },
      { kind: 'doc', label: 'CI/CD integration', path: '/devtools/ci-cd-integration' },
    ],
  },
  {
    kind: 'section',
    label: 'Discover',
    items: [{ kind: 'doc', label: 'Who is using Nest?', path: '/discover/companies' }],
  },
];

const section = (label: string): MenuSection => {
  const found = sections.find((s) => s.label === label);
  if (!found) throw new Error(`Unknown menu section: ${label}`);
  return found;
};

export const MENU: readonly MenuEntry[] = [
  { kind: 'doc', label: 'Introduction', path: '/' },
  section('Overview'),
  section('Fundamentals'),
  section('Techniques'),
  section('Security'),
  section('GraphQL'),
  section('WebSockets'),
  section('Microservices'),
  { kind: 'doc', label: 'Deployment', path: '/deployment', isNew: true },
  { kind: 'doc', label: 'Standalone apps', path: '/standalone-applications' },
  section('CLI'),
  section('OpenAPI'),
  section('Recipes'),
  section('FAQ'),
  section('Devtools'),
  { kind: 'doc', label: 'Migration guide', path: '/migration-guide' },
  { kind: 'external', label: 'Examples', url: MENU_EXTERNAL.examples, icon: 'external' },
  { kind: 'external', label: 'Official courses', url: MENU_EXTERNAL.courses, icon: 'external' },
  {
    kind: 'section',
    label: 'Discover',
    items: [
      ...section('Discover').items,
      { kind: 'external', label: 'Jobs board', url: MENU_EXTERNAL.jobsBoard, icon: 'external' },
    ],
  },
  { kind: 'doc', label: 'Support us', path: '/support', icon: 'heart' },
];
