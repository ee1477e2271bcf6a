import { configDefaults, defineConfig } from 'vitest/config';
import rootConfig from '../vitest.config.ts';

// The root config narrowed to the one project that kills the mutants of the group being run
// (MUTATION_PROJECT, set by stryker.config.mjs). Stryker runs one test worker per runner process
// and `concurrency` runners side by side, so the server's own two workers become one.
const name = process.env.MUTATION_PROJECT ?? 'core';
const projects = (rootConfig.test?.projects ?? []).filter(
  (project) => typeof project === 'object' && 'test' in project && project.test?.name === name,
);
if (projects.length !== 1) throw new Error(`mutation/vitest.config.ts: no vitest project named "${name}"`);
// Stryker refuses to start while a test fails. MUTATION_EXCLUDE (comma-separated globs, relative to
// the package) leaves out a test file that is red in the work tree, e.g. during someone's change.
// `*.large.test.ts` files under src/ (core's importers) push tens of megabytes through the code, which instrumented
// takes minutes: their rules are covered by smaller tests, and CI runs them. The server's large integration tests
// (test/**) take seconds because of their concurrency or timeouts, not their data, and stay in the runs.
const exclude = ['**/src/**/*.large.test.ts', ...(process.env.MUTATION_EXCLUDE ?? '').split(',').filter((glob) => glob !== '')];
// MUTATION_INCLUDE (a JSON array set from the group's `tests`, mutation/groups.mjs) narrows the project to those files.
const include = JSON.parse(process.env.MUTATION_INCLUDE || '[]') as string[];

export default defineConfig({
  ...rootConfig,
  test: {
    projects: projects.map((project) => ({
      ...project,
      test: { ...project.test, ...(include.length > 0 ? { include } : {}), maxWorkers: 1, fileParallelism: false, exclude: [...configDefaults.exclude, ...exclude] },
    })),
  },
});
