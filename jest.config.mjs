/** @type {import('jest').Config} */

/** Unit tests: jest + @testing-library/react in jsdom (see DOCUSAURUS-NOTES.md, "Unit tests"). */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus)/)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.(css|svg|png|jpg)$': '<rootDir>/tests/stubs/empty.ts',
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use[A-Za-z]*)$':
      '@docusaurus/core/lib/client/exports/$1',
    '^@generated/docusaurus.config$': '<rootDir>/tests/stubs/docusaurus.config.ts',
    '^@generated/(.*)$': '<rootDir>/tests/stubs/generated.ts',
    '^@theme-original/(.*)$': '@docusaurus/theme-classic/lib/theme/$1',
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', '@docusaurus/theme-classic/lib/theme/$1'],
    '^@site/(.*)$': '<rootDir>/$1',
  },
};

export default config;
