// Mutation testing with StrykerJS: `npm run mutate` (all groups), `npm run mutate:core`,
// `npm run mutate:server`, or one group: `npm run mutate -- server-rows`. Not part of `npm test`
// or CI: see docs/mutation-testing.md for the scores, the survivors and why each one stays.
import { groups } from './mutation/groups.mjs';

const name = process.env.MUTATION_GROUP ?? 'core';
const group = groups[name];
if (!group) throw new Error(`stryker.config.mjs: unknown MUTATION_GROUP "${name}" (one of ${Object.keys(groups).join(', ')})`);
// The runner processes inherit the environment: mutation/vitest.config.ts picks the project from it,
// and the server's tests use the embedded engine, never a PostgreSQL server.
process.env.MUTATION_PROJECT = group.project;
process.env.TEST_DATABASE_URL = '';
// JSON: the globs hold commas of their own (`{a,b}`).
process.env.MUTATION_INCLUDE = JSON.stringify(group.tests ?? []);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: group.mutate,
  testRunner: 'vitest',
  vitest: { configFile: 'mutation/vitest.config.ts' },
  checkers: ['typescript'],
  tsconfigFile: group.tsconfig,
  // Each mutant runs only the tests that reached it; the group says what happens to mutants that
  // only module load or a beforeAll reached.
  coverageAnalysis: 'perTest',
  ignoreStatic: group.ignoreStatic,
  // Two cores shared with colleagues: one checker and one test runner, then two runners.
  concurrency: 2,
  // Only mutants whose code or covering tests changed since the last run are tested again.
  incremental: true,
  incrementalFile: `mutation/incremental/${name}.json`,
  reporters: ['progress', 'clear-text', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  // The sandbox needs core, the server and the root configs; not the web app, the browser journeys
  // or local databases.
  ignorePatterns: ['packages/web', 'e2e', 'data', '.test-data', '.test-reports', '.e2e-artifacts', 'reports', 'docs', '**/dist'],
  // The server's dry run starts a server and an embedded database per test file, one file at a time.
  dryRunTimeoutMinutes: 30,
  timeoutMS: 10_000,
};
