import { databaseFileFormat, databaseFileVersion, DomainError, type DatabaseFileRow } from '@cellar/core';
import { findApplication } from '../../applications/applications.repo.js';
import type { Executor } from '../../db/executor.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import { listTablesOfDatabases } from '../tables/tables.repo.js';
import { exportTableStructure } from './export-database-file.js';
import { exportRowWindows } from './export-rows.js';

/** What a streamed export leaves out and what it tells its caller as it goes. */
export interface DatabaseFileStreamOptions {
  /** Tables, fields and views without rows (the reference's `only_structure`). */
  onlyStructure: boolean;
  /** Told each window of rows written, with its fields (an archive gathers the user files cells name). */
  onRows?(rows: readonly DatabaseFileRow[], fields: readonly FieldRecord[]): void;
  /** Told before each table is written, with its place among the database's tables (for progress). */
  onTable?(index: number, count: number): Promise<void>;
}

/**
 * A database as a database file (the same JSON `exportDatabaseFile` answers), written as text
 * pieces: the structure of each table whole, its rows a window at a time, so a table of any size
 * is never whole in memory.
 */
export async function* streamDatabaseFile(db: Executor, databaseId: number, options: DatabaseFileStreamOptions): AsyncGenerator<string> {
  const application = await findApplication(db, databaseId);
  if (!application || application.type !== 'database') throw new DomainError('ERROR_APPLICATION_DOES_NOT_EXIST');
  yield `{"format":${JSON.stringify(databaseFileFormat)},"version":${databaseFileVersion},"database":{"name":${JSON.stringify(application.name)},"tables":[`;
  const tables = await listTablesOfDatabases(db, [databaseId]);
  for (const [index, table] of tables.entries()) {
    await options.onTable?.(index, tables.length);
    const { fieldRecords, ...structure } = await exportTableStructure(db, table);
    const text = JSON.stringify(structure);
    // The structure ends with `"rows":[]}`: the rows go between its brackets.
    yield `${index > 0 ? ',' : ''}${text.slice(0, -2)}`;
    if (!options.onlyStructure) {
      let first = true;
      for await (const rows of exportRowWindows(db, table.id, fieldRecords)) {
        options.onRows?.(rows, fieldRecords);
        yield `${first ? '' : ','}${rows.map((row) => JSON.stringify(row)).join(',')}`;
        first = false;
      }
    }
    yield ']}';
  }
  yield ']}}';
}
