import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.js';
import * as groups from './0002-groups.js';
import * as databaseTables from './0003-database-tables.js';
import * as selectOptions from './0004-select-options.js';
import * as emailVerification from './0005-email-verification.js';
import * as passwordChangeSession from './0008-password-change-session.js';
import * as userFiles from './0007-user-files.js';
import * as viewFiltersAndSortings from './0009-view-filters-and-sortings.js';
import * as databaseTokens from './0010-database-tokens.js';
import * as userFileUse from './0011-user-file-use.js';
import * as templates from './0012-templates.js';
import * as textSortCollation from './0013-text-sort-collation.js';
import * as systemColumns from './0014-system-columns.js';
import * as actionLogAndTrash from './0015-action-log-and-trash.js';
import * as rowTrash from './0016-row-trash.js';
import * as rowHistory from './0017-row-history.js';
import * as trashedObjects from './0018-trashed-objects.js';
import * as rowComments from './0019-row-comments.js';
import * as fieldDependencies from './0020-field-dependencies.js';
import * as formulaFunctions from './0021-formula-functions.js';
import * as jobs from './0022-jobs.js';
import * as importResources from './0023-import-resources.js';
import * as webhooks from './0024-webhooks.js';

// An explicit list rather than a folder scan: it works the same from dist/ and from sources,
// and a bundler or a missing file cannot silently drop a migration. Names sort in run order;
// never rename or edit one that has shipped, add a new one instead.

/** Every migration of the fixed tables, by name; adding one is one import and one line. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-groups': groups,
  '0003-database-tables': databaseTables,
  '0004-select-options': selectOptions,
  '0005-email-verification': emailVerification,
  '0007-user-files': userFiles,
  '0008-password-change-session': passwordChangeSession,
  '0009-view-filters-and-sortings': viewFiltersAndSortings,
  '0010-database-tokens': databaseTokens,
  '0011-user-file-use': userFileUse,
  '0012-templates': templates,
  '0013-text-sort-collation': textSortCollation,
  '0014-system-columns': systemColumns,
  '0015-action-log-and-trash': actionLogAndTrash,
  '0016-row-trash': rowTrash,
  '0017-row-history': rowHistory,
  '0018-trashed-objects': trashedObjects,
  '0019-row-comments': rowComments,
  '0020-field-dependencies': fieldDependencies,
  '0021-formula-functions': formulaFunctions,
  '0022-jobs': jobs,
  '0023-import-resources': importResources,
  '0024-webhooks': webhooks,
};
