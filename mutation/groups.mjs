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
// `tests` (globs relative to packages/server) narrows the suite to the files that exercise the group:
// the dry run of the whole server suite takes ~30 minutes on two cores, and a mutant only ever runs
// the tests that reached it, so a narrower suite can only leave more survivors (the score is a floor).
const server = (mutate, tests = []) => ({ project: 'server', tsconfig: 'packages/server/tsconfig.json', ignoreStatic: true, mutate: [...mutate, '!**/*.test.ts'], tests });

/** The reading tests that reach the window reader and its caches (two groups, one list). */
// row-windows takes every route on a small table; the link, select and file tests read columns of types without
// a column of their own, or sorted by an expression.
const windowReadingTests = [
  'src/database/rows/**/*.test.ts',
  'test/database/{rows,row-windows,row-query,row-positions,chunked-reads,sort-indexes,view-filters-sortings,search-marks,link-row,single-select,file-field}.test.ts',
];

/** Group name → what it mutates, which vitest project kills its mutants and which tsconfig checks them. */
export const groups = {
  core,
  // Fields in two groups, each short enough to finish in one sitting: the link and file types (their own tests)
  // apart from the rest. `npm run mutate -- server-fields` runs both.
  'server-fields': server(
    ['packages/server/src/database/fields/**/*.ts', '!packages/server/src/database/fields/types/{link-row,file}/**'],
    [
      'src/database/fields/**/*.test.ts',
      'test/database/{fields,field-settings,field-change-preview,pattern-conversion,column-slots,single-select,link-row,file-field}.test.ts',
      'test/database/{rows,row-query,csv-import,import-values-fit,limits,view-filters-sortings,search-marks}.test.ts',
      'test/regressions/**/*.test.ts',
    ],
  ),
  'server-fields-links-files': server(
    ['packages/server/src/database/fields/types/{link-row,file}/**/*.ts'],
    [
      'test/database/{link-row,file-field,column-slots,csv-import,field-change-preview,row-query,row-write-edges,search-marks,view-filters-sortings}.test.ts',
      'test/user-files/upload-file.test.ts',
      'test/regressions/**/*.test.ts',
    ],
  ),
  // Rows in four groups, each short enough to finish (a run saves its incremental file only at the end): one
  // run over all of them had tested half its 1,113 mutants after an hour, most of a window mutant's time going to
  // the many reading tests that reach it. `npm run mutate -- server-rows` runs the four.
  'server-rows-writes': server(
    ['packages/server/src/database/rows/{rows.service,row-batches.service,row-order,row-values,rows.repo,table-dependents,rows.routes}.ts'],
    [
      'test/database/{rows,row-batches,row-write-edges,row-size-limit,limits,link-row,single-select,file-field}.test.ts',
      'test/database/{concurrent-writers,database-faults}.large.test.ts',
      'test/realtime/table-events.test.ts',
      'test/regressions/**/*.test.ts',
      'src/database/rows/table-dependents.test.ts',
    ],
  ),
  'server-rows-queries': server(
    ['packages/server/src/database/rows/{resolve-row-query,row-where,sort-order,pagination}.ts'],
    ['test/database/{rows,row-query,pagination-links,view-filters-sortings,search-marks,link-row,single-select,file-field,limits}.test.ts', 'test/regressions/**/*.test.ts'],
  ),
  // The window reader apart from the caches and walks it uses: a run over both (590 mutants) had tested 330 after
  // 64 minutes, a tenth of them walks that never end and wait out the timeout before a new runner starts.
  'server-rows-windows': server(
    ['packages/server/src/database/rows/row-reader.ts'],
    windowReadingTests,
  ),
  'server-rows-caches': server(
    ['packages/server/src/database/rows/{row-positions,row-count-cache,chunked-match,sorted-keyset,order-walks}.ts'],
    windowReadingTests,
  ),
  'server-permissions': server(
    ['packages/server/src/groups/group.policy.ts', 'packages/server/src/database/table.policy.ts'],
    ['test/permissions/**/*.test.ts', 'test/groups/**/*.test.ts', 'test/database/token-permissions.test.ts', 'test/database/tokens.test.ts'],
  ),
  'server-accounts': server(
    ['packages/server/src/accounts/*.service.ts', 'packages/server/src/security/*.ts'],
    ['src/security/**/*.test.ts', 'test/accounts/**/*.test.ts', 'test/groups/invitation-verification.test.ts', 'test/realtime/redis-shared-state.test.ts'],
  ),
  'server-invitations': server(
    ['packages/server/src/groups/invitations.service.ts'],
    ['test/groups/**/*.test.ts', 'test/accounts/{register,register-order,email-verification}.test.ts', 'test/permissions/**/*.test.ts', 'test/regressions/**/*.test.ts', 'test/realtime/group-events.test.ts'],
  ),
};

/** The groups `npm run mutate` runs, in order: core first (fast), then the server one group at a time. */
export const groupNames = Object.keys(groups);
