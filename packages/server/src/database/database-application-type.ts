import type { ServerApplicationType } from '../applications/server-application-type.js';
import { deleteTableRow } from './tables/table-removal.js';
import { listTablesOfDatabases, listTablesWithTrashed } from './tables/tables.repo.js';

/** The database application type: it holds tables, listed with it and dropped with it. */
export const databaseApplicationType: ServerApplicationType = {
  async presentExtras(db, applications) {
    const tables = await listTablesOfDatabases(db, applications.map((application) => application.id));
    return new Map(
      applications.map((application) => [application.id, { tables: tables.filter((table) => table.database_id === application.id) }]),
    );
  },
  async beforeDelete(db, application) {
    for (const table of await listTablesWithTrashed(db, [application.id])) await deleteTableRow(db, table);
  },
};
