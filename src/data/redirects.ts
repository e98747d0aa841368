/**
 * Old paths of the reference site and where they land here (from `shared/data/redirects.json`), so
 * links out in the world keep working. Served by @docusaurus/plugin-client-redirects. `/consulting`
 * is a page of its own that forwards to the external enterprise site (see docs/consulting.mdx).
 */
export type Redirect = { readonly from: string; readonly to: string };

export const REDIRECTS: readonly Redirect[] = [
  { from: '/components', to: '/providers' },
  { from: '/application-context', to: '/standalone-applications' },
  { from: '/enterprise', to: '/consulting' },
  { from: '/fundamentals/dependency-injection', to: '/fundamentals/custom-providers' },
  { from: '/fundamentals/async-components', to: '/fundamentals/async-providers' },
  { from: '/fundamentals/unit-testing', to: '/fundamentals/testing' },
  { from: '/fundamentals/e2e-testing', to: '/fundamentals/testing' },
  { from: '/techniques/authentication', to: '/security/authentication' },
  { from: '/techniques/sql', to: '/techniques/database' },
  { from: '/techniques/security', to: '/security/helmet' },
  { from: '/techniques/hot-reload', to: '/recipes/hot-reload' },
  { from: '/graphql/resolvers-map', to: '/graphql/resolvers' },
  { from: '/graphql/guards-interceptors', to: '/graphql/other-features' },
  { from: '/graphql/tooling', to: '/graphql/other-features' },
  { from: '/graphql/enums', to: '/graphql/unions-and-enums' },
  { from: '/graphql/unions', to: '/graphql/unions-and-enums' },
  { from: '/recipes/swagger', to: '/openapi/introduction' },
  { from: '/recipes/crud-utilities', to: '/recipes/crud-generator' },
  { from: '/recipes/crud', to: '/recipes/crud-generator' },
  { from: '/recipes/automock', to: '/recipes/suites' },
  { from: '/cli/workspaces', to: '/cli/monorepo' },
];
