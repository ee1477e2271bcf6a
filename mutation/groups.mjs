// The module groups that mutation testing covers (docs/mutation-testing.md). Each group is one
// Stryker run with its own report and incremental file, so a group can be re-run on its own and
// a long server run can stop after any group without losing the groups already done.

/** Core's rules: everything but tests, index files, pure type files and endpoint declarations. */
const core = {
  project: 'core',
  // Core's whole suite takes seconds, so mutants reached only at module load (schemas, word lists,
  // patterns: rules too) run every core test instead of being left out.
  ignoreStatic: false,
  tsconfig: 'packages/core/tsconfig.json',
  mutate: [
    'packages/core/src/**/*.ts',
    '!packages/core/src/**/*.test.ts',
    '!packages/core/src/**/index.ts',
    '!packages/core/src/**/types.ts',
    '!packages/core/src/fields/field-types.ts',
    '!packages/core/src/**/endpoints.ts',
    // The filters' truth table is the tests' oracle, not a rule: mutating it tests the tests' data.
    '!packages/core/src/filters/filter-cases.ts',
  ],
};

// The server's rule-bearing modules, killed by the server's integration tests on the embedded engine.
// A mutant the server reaches only outside any test (module load, a file's beforeAll) would rerun
// the whole server suite, minutes each: those are left out (reported as Ignored).
const server = (mutate) => ({ project: 'server', tsconfig: 'packages/server/tsconfig.json', ignoreStatic: true, mutate: [...mutate, '!**/*.test.ts'] });

/** Group name → what it mutates, which vitest project kills its mutants and which tsconfig checks them. */
export const groups = {
  core,
  'server-fields': server(['packages/server/src/database/fields/**/*.ts']),
  'server-rows': server(['packages/server/src/database/rows/**/*.ts']),
  'server-permissions': server(['packages/server/src/groups/group.policy.ts', 'packages/server/src/database/table.policy.ts']),
  'server-accounts': server(['packages/server/src/accounts/*.service.ts', 'packages/server/src/security/*.ts']),
  'server-invitations': server(['packages/server/src/groups/invitations.service.ts']),
};

/** The groups `npm run mutate` runs, in order: core first (fast), then the server one group at a time. */
export const groupNames = Object.keys(groups);
