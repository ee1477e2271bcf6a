import type { ServerApplicationType } from '../applications/application-types.js';

/**
 * The database application type. Its tables arrive with the tables domain; until a database
 * has tables, its `tables` list is empty and deleting it removes only its row.
 */
export const databaseApplicationType: ServerApplicationType = {
  async presentExtras(_db, applications) {
    return new Map(applications.map((application) => [application.id, { tables: [] }]));
  },
  async beforeDelete() {},
};
