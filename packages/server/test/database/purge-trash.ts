import { inTransaction } from '../../src/db/transaction.js';
import { objectTrashTypes } from '../../src/database/object-trash-types.js';
import type { TestServer } from '../helpers/test-server.js';

/**
 * Empties the trash of groups, databases, tables, fields and views for good, as the sweep does once
 * their time is up: for tests that check what a deletion finally removes (a row store, a relation table).
 */
export async function purgeTrash(server: TestServer): Promise<void> {
  const types = new Map(objectTrashTypes.map((type) => [type.type, type]));
  const entries = await server.db.kysely.selectFrom('trash_entries').selectAll().where('trash_item_type', 'in', [...types.keys()]).orderBy('id').execute();
  for (const entry of entries) {
    await inTransaction(server.db, async (trx) => {
      await types.get(entry.trash_item_type)?.purge(trx, entry);
      await trx.deleteFrom('trash_entries').where('id', '=', entry.id).execute();
    });
  }
}
