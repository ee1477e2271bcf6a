import { randomUUID } from 'node:crypto';
import { DomainError } from '@cellar/core';
import { recordAction } from '../../src/actions/action-log.js';
import { scopes, type ServerActionType } from '../../src/actions/server-action-type.js';
import { registerActionType } from '../../src/actions/server-action-types.js';
import type { Caller } from '../../src/callers/caller.js';
import { inTransaction } from '../../src/db/transaction.js';
import type { ServerTrashType } from '../../src/trash/server-trash-type.js';
import { registerTrashType } from '../../src/trash/server-trash-types.js';
import { addTrashEntry } from '../../src/trash/trash-entries.js';
import type { TestServer } from '../helpers/test-server.js';

// Small real types of the tests' own, over groups' names, so undo and the trash are tested without
// depending on which row, field or table types have landed.

interface RenameParams {
  groupId: number;
  before: string;
  after: string;
  /** Its undo fails as if someone had deleted the group since. */
  failUndo?: boolean;
}

/** Renames a group; its undo puts the old name back, announcing it as the groups service does. */
export const renameGroupAction: ServerActionType<RenameParams> = {
  type: 'test_rename_group',
  scope: (params) => scopes.workspace(params.groupId),
  async undo({ trx, emit }, params) {
    if (params.failUndo) throw new DomainError('ERROR_GROUP_DOES_NOT_EXIST');
    await trx.updateTable('groups').set({ name: params.before }).where('id', '=', params.groupId).execute();
    emit({ type: 'group_updated', group: { id: params.groupId, name: params.before } });
  },
  async redo({ trx }, params) {
    await trx.updateTable('groups').set({ name: params.after }).where('id', '=', params.groupId).execute();
  },
};

/** What the test trash type was asked to do, in order. */
export const trashCalls: string[] = [];

/** A trashed "note": a group's name prefixed with `[trashed] `; restore takes the prefix off, purge records it. */
export const noteTrashType: ServerTrashType = {
  type: 'test_note',
  async restore(trx, entry) {
    if (entry.restoration?.blocked) throw new DomainError('ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD');
    trashCalls.push(`restore ${entry.trash_item_id}`);
    await trx.updateTable('groups').set({ name: entry.name }).where('id', '=', entry.group_id).execute();
  },
  async purge(_trx, entry) {
    if (entry.restoration?.purgeFails) throw new Error('purge failed');
    trashCalls.push(`purge ${entry.trash_item_id}`);
  },
};

registerActionType(renameGroupAction);
registerTrashType(noteTrashType);

/** The caller a request with these headers would be. */
export async function callerFor(server: TestServer, email: string, session: string | null, actionGroup: string | null = null): Promise<Caller> {
  const user = await server.db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  return { user, webSocketId: null, clientSessionId: session, actionGroupId: actionGroup };
}

/** Renames a group as a service would: the change and its action in one transaction. */
export async function renameGroup(server: TestServer, caller: Caller, groupId: number, after: string, options: { failUndo?: boolean } = {}): Promise<void> {
  await inTransaction(server.db, async (trx) => {
    const { name } = await trx.selectFrom('groups').select('name').where('id', '=', groupId).executeTakeFirstOrThrow();
    await trx.updateTable('groups').set({ name: after }).where('id', '=', groupId).execute();
    await recordAction(trx, caller, renameGroupAction, groupId, { groupId, before: name, after, ...options });
  });
}

/** Puts a note in a group's trash, optionally in one of its applications; answers the item id. */
export async function trashNote(server: TestServer, caller: Caller | null, groupId: number, options: { applicationId?: number; name?: string; restoration?: Record<string, unknown> } = {}): Promise<number> {
  const itemId = Math.floor(Math.random() * 1_000_000) + 1;
  await inTransaction(server.db, (trx) =>
    addTrashEntry(trx, caller, { type: noteTrashType.type, itemId, groupId, applicationId: options.applicationId ?? null, name: options.name ?? `Note ${itemId}`, restoration: options.restoration ?? null }),
  );
  return itemId;
}

/** A new tab's ClientSessionId. */
export const newSession = (): string => randomUUID();
