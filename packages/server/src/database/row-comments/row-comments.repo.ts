import type { CommentMessage } from '@cellar/core';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DatabaseSchema } from '../../db/schema.js';

/** A stored comment with its author's first name (empty when the author's account is gone). */
export type RowCommentRecord = Selectable<DatabaseSchema['row_comments']> & { first_name: string | null };

function selectComments(db: Executor) {
  return db
    .selectFrom('row_comments')
    .leftJoin('users', 'users.id', 'row_comments.user_id')
    .selectAll('row_comments')
    .select('users.first_name');
}

/** How many comments a row has. */
export async function countRowComments(db: Executor, tableId: number, rowId: number): Promise<number> {
  const { count } = await db
    .selectFrom('row_comments')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('table_id', '=', tableId)
    .where('row_id', '=', rowId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** One window of a row's comments, newest first (Baserow orders them by `-created_on`; ids follow creation). */
export function listRowComments(db: Executor, tableId: number, rowId: number, limit: number, offset: number): Promise<RowCommentRecord[]> {
  return selectComments(db)
    .where('row_comments.table_id', '=', tableId)
    .where('row_comments.row_id', '=', rowId)
    .orderBy('row_comments.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** A comment of a table by id. */
export function findRowComment(db: Executor, tableId: number, commentId: number): Promise<RowCommentRecord | undefined> {
  return selectComments(db).where('row_comments.table_id', '=', tableId).where('row_comments.id', '=', commentId).executeTakeFirst();
}

/** Stores a new comment and answers it. */
export async function insertRowComment(
  db: Executor,
  values: { tableId: number; rowId: number; userId: number; message: CommentMessage; mentions: number[] },
): Promise<number> {
  const { id } = await db
    .insertInto('row_comments')
    .values({
      table_id: values.tableId,
      row_id: values.rowId,
      user_id: values.userId,
      message: JSON.stringify(values.message),
      mentions: JSON.stringify(values.mentions),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Replaces a comment's message and marks it edited. */
export async function updateRowCommentMessage(db: Executor, commentId: number, message: CommentMessage, mentions: number[]): Promise<void> {
  await db
    .updateTable('row_comments')
    .set({ message: JSON.stringify(message), mentions: JSON.stringify(mentions), updated_on: new Date(), edited: true })
    .where('id', '=', commentId)
    .execute();
}

/** Removes a comment. */
export async function deleteRowComment(db: Executor, commentId: number): Promise<void> {
  await db.deleteFrom('row_comments').where('id', '=', commentId).execute();
}

/**
 * The comment count of each of `rowIds` that has comments, in one grouped query: the grid asks
 * once per window (Baserow's row_comment_count row metadata), never once per row.
 */
export async function countCommentsByRow(db: Executor, tableId: number, rowIds: readonly number[]): Promise<Map<number, number>> {
  if (rowIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('row_comments')
    .select(['row_id', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('table_id', '=', tableId)
    .where('row_id', 'in', rowIds)
    .groupBy('row_id')
    .execute();
  return new Map(rows.map((row) => [row.row_id, Number(row.count)]));
}

/** Removes the comments of rows deleted for good (a purged trash entry): they went with their rows. */
export async function deleteCommentsOfRows(db: Executor, tableId: number, rowIds: readonly number[]): Promise<void> {
  if (rowIds.length === 0) return;
  await db.deleteFrom('row_comments').where('table_id', '=', tableId).where('row_id', 'in', rowIds).execute();
}

/** Which of `userIds` are members of the group: the only people a comment may mention. */
export async function membersAmong(db: Executor, groupId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('group_users').select('user_id').where('group_id', '=', groupId).where('user_id', 'in', userIds).execute();
  return new Set(rows.map((row) => row.user_id));
}
