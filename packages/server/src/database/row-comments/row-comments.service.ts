import { DomainError, mentionedUserIds, rowCommentsWindow, type CommentMessage, type RowComment, type RowCommentPage, type rowCommentsQuery } from '@cellar/core';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { recordAction } from '../../actions/action-log.js';
import { originOf, type Caller } from '../../callers/caller.js';
import type { Executor } from '../../db/executor.js';
import { commitChange } from '../../events/unit-of-work.js';
import { checkPageSize, placeWindow } from '../rows/pagination.js';
import { getTableForMember, type TableInGroup } from '../table.policy.js';
import { commentParams } from './actions/comment-writes.js';
import { createRowCommentActionType, deleteRowCommentActionType, updateRowCommentActionType } from './actions/row-comment-action-types.js';
import { requireLiveRow } from './live-row.js';
import { presentRowComment } from './row-comment.presenter.js';
import {
  countRowComments,
  deleteRowComment,
  findRowComment,
  insertRowComment,
  listRowComments,
  membersAmong,
  updateRowCommentMessage,
  type RowCommentRecord,
} from './row-comments.repo.js';

/**
 * Comments on rows (Baserow premium's RowCommentHandler): any member of the table's group reads
 * and writes them; only a comment's author edits or deletes it. A mention of someone outside the
 * group is dropped, as the reference drops it, so the message still goes through.
 */
export function rowCommentsService(ctx: AppContext) {
  const db = ctx.db.kysely;

  // A comment of the table whose row is still there, written by the caller: 404, then 400 for someone else's.
  async function authoredComment(executor: Executor, table: TableInGroup, commentId: number, caller: Caller): Promise<RowCommentRecord> {
    const comment = await findRowComment(executor, table.id, commentId);
    if (!comment) throw new DomainError('ERROR_ROW_COMMENT_DOES_NOT_EXIST');
    // A comment of a row in the trash is out of reach with its row.
    await requireLiveRow(executor, table.id, comment.row_id, 'ERROR_ROW_COMMENT_DOES_NOT_EXIST');
    if (comment.user_id !== caller.user.id) throw new DomainError('ERROR_USER_NOT_COMMENT_AUTHOR');
    return comment;
  }

  // The mentioned people who are members of the group, in the order they were mentioned.
  async function memberMentions(executor: Executor, groupId: number, message: CommentMessage): Promise<number[]> {
    const ids = mentionedUserIds(message);
    const members = await membersAmong(executor, groupId, ids);
    return ids.filter((id) => members.has(id));
  }

  return {
    /** A window of a row's comments, newest first (limit/offset or page/size). */
    async list(caller: Caller, tableId: number, rowId: number, query: z.output<typeof rowCommentsQuery>, pageUrl: URL): Promise<RowCommentPage> {
      const table = await getTableForMember(db, tableId, caller.user.id);
      const window = rowCommentsWindow(query);
      checkPageSize(window);
      await requireLiveRow(db, table.id, rowId);
      const count = await countRowComments(db, table.id, rowId);
      const placed = placeWindow(window, count, pageUrl);
      const records = await listRowComments(db, table.id, rowId, placed.limit, placed.offset);
      return { count, next: placed.next, previous: placed.previous, results: records.map((record) => presentRowComment(record)) };
    },

    /** Adds a comment to a row. */
    create(caller: Caller, tableId: number, rowId: number, message: CommentMessage): Promise<RowComment> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const table = await getTableForMember(trx, tableId, caller.user.id);
        await requireLiveRow(trx, table.id, rowId);
        const mentions = await memberMentions(trx, table.groupId, message);
        const id = await insertRowComment(trx, { tableId: table.id, rowId, userId: caller.user.id, message, mentions });
        const record = (await findRowComment(trx, table.id, id))!;
        await recordAction(trx, caller, createRowCommentActionType, table.groupId, commentParams(record));
        const comment = presentRowComment(record);
        emit({ type: 'row_comment_created', groupId: table.groupId, tableId: table.id, comment, mentions });
        return comment;
      });
    },

    /** Replaces the message of one's own comment. */
    update(caller: Caller, tableId: number, commentId: number, message: CommentMessage): Promise<RowComment> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const table = await getTableForMember(trx, tableId, caller.user.id);
        const before = await authoredComment(trx, table, commentId, caller);
        const mentions = await memberMentions(trx, table.groupId, message);
        await updateRowCommentMessage(trx, commentId, message, mentions);
        await recordAction(trx, caller, updateRowCommentActionType, table.groupId, {
          table_id: table.id, comment_id: commentId, original_message: commentParams(before).message, original_mentions: before.mentions, message, mentions,
        });
        const comment = presentRowComment((await findRowComment(trx, table.id, commentId))!);
        // Only people newly mentioned would be told (Baserow notifies the difference).
        const added = mentions.filter((id) => !before.mentions.includes(id));
        emit({ type: 'row_comment_updated', groupId: table.groupId, tableId: table.id, comment, mentions: added });
        return comment;
      });
    },

    /** Deletes one's own comment; answers it without its message, as Baserow answers a trashed one. */
    delete(caller: Caller, tableId: number, commentId: number): Promise<RowComment> {
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const table = await getTableForMember(trx, tableId, caller.user.id);
        const record = await authoredComment(trx, table, commentId, caller);
        await deleteRowComment(trx, commentId);
        await recordAction(trx, caller, deleteRowCommentActionType, table.groupId, commentParams(record));
        const comment = presentRowComment(record, true);
        emit({ type: 'row_comment_deleted', groupId: table.groupId, tableId: table.id, comment });
        return comment;
      });
    },
  };
}
