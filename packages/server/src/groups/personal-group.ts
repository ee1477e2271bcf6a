import type { UserRecord } from '../accounts/users.repo.js';
import { presentApplication } from '../applications/application.presenter.js';
import { findApplication, insertApplication } from '../applications/applications.repo.js';
import type { Executor } from '../db/executor.js';
import { exampleDatabaseTables } from '../database/tables/example-tables.js';
import { buildTable } from '../database/tables/table-builder.js';
import type { Emit } from '../events/unit-of-work.js';
import { insertGroup } from './groups.repo.js';
import { upsertMembership } from './memberships.repo.js';

/**
 * Gives someone who signed up without an invitation a group of their own, "<name>'s group",
 * holding a database "<name>'s company" with example Customers and Projects (contract §2.1), so
 * they land on something to work with.
 */
export async function createPersonalGroup(db: Executor, emit: Emit, user: UserRecord): Promise<void> {
  const group = await insertGroup(db, `${user.first_name}'s group`);
  await upsertMembership(db, { groupId: group.id, userId: user.id, permissions: 'ADMIN' });
  emit({ type: 'group_created', group: { id: group.id, name: group.name }, userId: user.id });

  const database = await insertApplication(db, { groupId: group.id, name: `${user.first_name}'s company`, type: 'database' });
  for (const table of exampleDatabaseTables) await buildTable(db, emit, { databaseId: database.id, groupId: group.id, author: user.id }, table);
  const found = await findApplication(db, database.id);
  if (found) emit({ type: 'application_created', groupId: group.id, application: await presentApplication(db, found) });
}
