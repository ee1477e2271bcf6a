import { apiDocument, databaseApiDocument, describeDatabaseApi, type OpenApiDocument } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import type { Caller } from '../callers/caller.js';
import { listFields, presentField } from '../database/fields/fields.repo.js';
import { getDatabaseForMember } from '../database/tables/tables.service.js';
import { listTablesOfDatabases } from '../database/tables/tables.repo.js';

/** The API's OpenAPI documents: the whole API, and one database's rows API with its tables' real fields. */
export function apiDocsService(ctx: AppContext) {
  const db = ctx.db.kysely;
  // The whole-API document depends on the declarations alone: built once, on first request.
  let whole: OpenApiDocument | undefined;
  return {
    apiDocument(): OpenApiDocument {
      whole ??= apiDocument(ctx.config.publicUrl);
      return whole;
    },

    /** A member's view of one database (contract §1.4: 404 for no such database, then 400 for non-members). */
    async databaseDocument(caller: Caller, databaseId: number): Promise<OpenApiDocument> {
      const database = await getDatabaseForMember(db, databaseId, caller.user.id);
      const tables = [];
      for (const table of await listTablesOfDatabases(db, [databaseId])) {
        tables.push({ table, fields: (await listFields(db, table.id)).map(presentField) });
      }
      const docs = describeDatabaseApi({ database: { id: database.id, name: database.name }, tables });
      return databaseApiDocument(docs, ctx.config.publicUrl);
    },
  };
}
