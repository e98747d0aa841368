// ESLint flat config: TypeScript (strict, type-aware where cheap) and React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'bench/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'react/react-in-jsx-scope': 'off',
      'react/prop-types': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Browser code (and the data and rules it shares with the build) never imports build-time code,
    // which is Node-only: see ARCHITECTURE.md, "Layers".
    files: ['src/{components,hooks,theme,lib,data}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/build-time', '**/build-time/**'],
              message:
                'src/build-time is Node-only build code; browser code may use src/lib and src/data only (ARCHITECTURE.md).',
            },
            {
              group: ['node:*'],
              message: 'Node built-ins do not run in the browser: this belongs in src/build-time.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        fetch: 'readonly',
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  {
    // CommonJS files run by Node as they are (the route-data loader, which Rspack requires).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', __filename: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
