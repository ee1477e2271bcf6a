// Lint rules that keep the import direction of ARCHITECTURE.md: core imports nothing of ours and
// does no I/O; server and web never import each other; only the server's transport imports http/.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Each rule is [import patterns, message]. A block lists every rule of the files it matches: a
// later flat-config block replaces a rule's options for those files instead of adding to them.
const forbid = (...rules) => [
  'error',
  { patterns: rules.flatMap(([patterns, message]) => patterns.map((group) => ({ group: [group], message }))) },
];
const serverNeverImportsWeb = [['@cellar/web', '**/web/src/**'], 'the server never imports the web app.'];
const onlyTransportImportsHttp = [
  ['**/http/*'],
  'services, repos and presenters do not know the transport: only http/, *.routes.ts and app.ts import http/.',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-reports/**', '.e2e-artifacts/**', '**/*.tmp.ts', '.stryker-tmp/**', 'reports/**'] },
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
      'no-restricted-imports': forbid([
        ['@cellar/*', '**/server/**', '**/web/**', 'node:*', 'fs', 'path', 'http', 'net', 'child_process'],
        'core is isomorphic and does no I/O: it imports nothing of ours and no Node modules.',
      ]),
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: { 'no-restricted-imports': forbid(serverNeverImportsWeb) },
  },
  {
    // app.ts is the composition root that mounts the transport, as layering.sh allows.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/http/**', '**/*.routes.ts', 'packages/server/src/app.ts'],
    rules: { 'no-restricted-imports': forbid(serverNeverImportsWeb, onlyTransportImportsHttp) },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': forbid([['@cellar/server', '**/server/src/**'], 'the web app never imports the server.']),
    },
  },
);
