// Lint rules that keep the import direction of ARCHITECTURE.md: core imports nothing of ours and
// does no I/O; server and web never import each other.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const forbid = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-reports/**', '.e2e-artifacts/**', '**/*.tmp.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        ['@cellar/*', '**/server/**', '**/web/**', 'node:*', 'fs', 'path', 'http', 'net', 'child_process'],
        'core is isomorphic and does no I/O: it imports nothing of ours and no Node modules.',
      ),
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: { 'no-restricted-imports': forbid(['@cellar/web', '**/web/src/**'], 'the server never imports the web app.') },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': forbid(['@cellar/server', '**/server/src/**'], 'the web app never imports the server.'),
    },
  },
);
