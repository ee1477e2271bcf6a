import { DomainError, type CommentMessage } from '@cellar/core';
import type { ActionRun } from '../../../actions/server-action-type.js';
import { getTableForMember } from '../../table.policy.js';
import { requireLiveRow } from '../live-row.js';
import { presentRowComment } from '../row-comment.presenter.js';
import { deleteRowComment, findRowComment, type RowCommentRecord } from '../row-comments.repo.js';

/** A comment as the comment actions keep it in their params: enough to put it back under its id. */
export interface CommentParams {
  table_id: number;
  row_id: number;
  comment_id: number;
  user_id: number;
  message: CommentMessage;
  mentions: number[];
  created_on: string;
}

/** The params of a stored comment. */
export function commentParams(record: RowCommentRecord): CommentParams {
  return {
    table_id: record.table_id,
    row_id: record.row_id,
    comment_id: record.id,
    user_id: record.user_id ?? 0,
    message: record.message as unknown as CommentMessage,
    mentions: record.mentions,
    created_on: new Date(record.created_on).toISOString(),
  };
}

/** Puts a removed comment back under its own id and time; its row must be there (ERROR_ROW_DOES_NOT_EXIST). */
export async function putComment({ trx, caller, emit }: ActionRun, params: CommentParams): Promise<void> {
  const table = await getTableForMember(trx, params.table_id, caller.user.id);
  await requireLiveRow(trx, table.id, params.row_id);
  if (await findRowComment(trx, table.id, params.comment_id)) return;
  await trx
    .insertInto('row_comments')
    .values({
      id: params.comment_id,
      table_id: table.id,
      row_id: params.row_id,
      user_id: params.user_id,
      message: JSON.stringify(params.message),
      mentions: JSON.stringify(params.mentions),
      created_on: params.created_on,
    })
    .execute();
  const comment = presentRowComment((await findRowComment(trx, table.id, params.comment_id))!);
  emit({ type: 'row_comment_created', groupId: table.groupId, tableId: table.id, comment, mentions: [] });
}

/** Removes a comment an action made or brought back; one already gone answers ERROR_ROW_COMMENT_DOES_NOT_EXIST. */
export async function removeComment({ trx, caller, emit }: ActionRun, params: Pick<CommentParams, 'table_id' | 'comment_id'>): Promise<void> {
  const table = await getTableForMember(trx, params.table_id, caller.user.id);
  const record = await findRowComment(trx, table.id, params.comment_id);
  if (!record) throw new DomainError('ERROR_ROW_COMMENT_DOES_NOT_EXIST');
  await deleteRowComment(trx, record.id);
  emit({ type: 'row_comment_deleted', groupId: table.groupId, tableId: table.id, comment: presentRowComment(record, true) });
}

/** Writes a comment's message (and its mentions) as an edit did or undid. */
export async function setCommentMessage({ trx, caller, emit }: ActionRun, tableId: number, commentId: number, message: CommentMessage, mentions: number[]): Promise<void> {
  const table = await getTableForMember(trx, tableId, caller.user.id);
  const record = await findRowComment(trx, table.id, commentId);
  if (!record) throw new DomainError('ERROR_ROW_COMMENT_DOES_NOT_EXIST');
  await requireLiveRow(trx, table.id, record.row_id, 'ERROR_ROW_COMMENT_DOES_NOT_EXIST');
  await trx.updateTable('row_comments').set({ message: JSON.stringify(message), mentions: JSON.stringify(mentions), updated_on: new Date(), edited: true }).where('id', '=', commentId).execute();
  const comment = presentRowComment((await findRowComment(trx, table.id, commentId))!);
  emit({ type: 'row_comment_updated', groupId: table.groupId, tableId: table.id, comment, mentions: [] });
}
