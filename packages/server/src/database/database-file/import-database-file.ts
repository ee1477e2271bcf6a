import { computedOrder, databaseFileLimits, databaseFileScope, parseDatabaseFile, type DatabaseFile } from '@cellar/core';
import { presentApplication } from '../../applications/application.presenter.js';
import { findApplication, insertApplication, listApplicationsOfGroup, type ApplicationRecord } from '../../applications/applications.repo.js';
import type { QuotaConfig } from '../../config/config.js';
import type { Executor } from '../../db/executor.js';
import type { Emit } from '../../events/unit-of-work.js';
import { assertWithinQuota } from '../../quotas/quotas.js';
import type { FieldWrite } from '../fields/field-lifecycle.js';
import type { RowAuthor } from '../tables/system-columns.js';
import { insertTable } from '../tables/tables.repo.js';
import { createUserTable } from '../tables/user-table-ddl.js';
import { CreatedIds } from './file-id-map.js';
import { computeImported } from './import-computed.js';
import { importConstraints } from './import-constraints.js';
import { importFields, type ImportedTable } from './import-fields.js';
import { importRows } from './import-rows.js';
import { importViews } from './import-views.js';
import { findUnusedName } from './unused-name.js';

/** The transaction an import writes in, the events it emits, and the quotas it counts against (none: not counted). */
export interface DatabaseFileWrite {
  db: Executor;
  emit: Emit;
  quotas?: QuotaConfig;
  /** Who the rows are created by: the user installing a template, or nobody (a template's own copy). */
  author?: RowAuthor;
}

// The file is read again with the server's quotas as its limits: a caller may hand over a file
// read elsewhere (a template), and nothing is written before every check has passed.
function checkedAgainst(file: DatabaseFile, quotas: QuotaConfig | undefined): DatabaseFile {
  if (!quotas) return parseDatabaseFile(file);
  return parseDatabaseFile(file, { ...databaseFileLimits, fieldsPerTable: quotas.fieldsPerTable, viewsPerTable: quotas.viewsPerTable });
}

/**
 * Creates a new database in a group from a database file (docs/database-file-format.md) inside the
 * caller's transaction: the application (named as the file says, or `options.name`, made unused in
 * the group as "Name 2"), its tables, fields through `createField` (computed ones last, each after
 * what it reads), views, then rows and links in bulk, every file id mapped onto what was created,
 * and last the computed fields' values, one UPDATE per field. Emits `application_created` only: no client
 * knows the new tables yet, so their own creation events would tell nobody anything. A failure
 * throws and the caller's transaction rolls everything back.
 */
export async function importDatabaseFile(write: DatabaseFileWrite, groupId: number, input: DatabaseFile, options: { name?: string } = {}): Promise<ApplicationRecord> {
  const file = checkedAgainst(input, write.quotas);
  const { db } = write;
  if (write.quotas) {
    await assertWithinQuota(db, write.quotas, 'applicationsPerGroup', groupId);
    await assertWithinQuota(db, write.quotas, 'tablesPerGroup', groupId, file.database.tables.length);
  }
  const taken = (await listApplicationsOfGroup(db, groupId)).map((application) => application.name);
  const database = await insertApplication(db, { groupId, name: findUnusedName(options.name ?? file.database.name, taken), type: 'database' });

  await importTablesInto(write, { id: database.id, groupId }, file);

  const found = await findApplication(db, database.id);
  if (found) write.emit({ type: 'application_created', groupId, application: await presentApplication(db, found) });
  return database;
}

/** What a caller adds to an import (a table's duplicate: its links to tables outside the file). */
export interface ImportHooks {
  /** Once the stored fields exist, before the computed ones: fields the file could not name may be made and mapped in `ids`. */
  beforeComputed?(tables: ImportedTable[], ids: CreatedIds): Promise<void>;
  /** Once the rows and their links are in, before the computed values are. */
  afterRows?(tables: ImportedTable[], ids: CreatedIds): Promise<void>;
}

/**
 * Creates the file's tables in an existing database of the group (the file read and checked
 * already): tables, fields, views, rows, links, computed values and constraints, as
 * `importDatabaseFile` describes. Emits nothing; answers the created tables in the file's order, and what each file id became.
 */
export async function importTablesInto(
  write: DatabaseFileWrite,
  database: { id: number; groupId: number },
  file: DatabaseFile,
  hooks: ImportHooks = {},
): Promise<{ tables: ImportedTable[]; ids: CreatedIds }> {
  const { db } = write;
  const groupId = database.groupId;
  const ids = new CreatedIds();
  const tables: ImportedTable[] = [];
  for (const table of file.database.tables) {
    const record = await insertTable(db, database.id, table.name);
    await createUserTable(db, record.id);
    ids.tables.set(table.id, record.id);
    tables.push({ file: table, record: { ...record, groupId } });
  }
  // A computed field the file leaves unworkable (a formula naming a field it has not) is created invalid and explained, as Baserow imports it.
  const quiet: FieldWrite = { db, emit: () => {}, keepInvalidFormulas: true, ...(write.quotas ? { quotas: write.quotas } : {}) };
  const order = computedOrder(file);
  const computed = order.ok ? order.order : [];
  const fields = await importFields(quiet, tables, ids, databaseFileScope(file), computed, hooks.beforeComputed && (() => hooks.beforeComputed!(tables, ids)));
  await importViews(db, tables, ids);
  await importRows(db, tables, fields, ids, write.author ?? null);
  await hooks.afterRows?.(tables, ids);
  await computeImported(db, fields, computed);
  await importConstraints(db, fields);

  return { tables, ids };
}
