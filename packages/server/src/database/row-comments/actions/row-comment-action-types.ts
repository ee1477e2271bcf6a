import { scopes, type AnyServerActionType, type ServerActionType } from '../../../actions/server-action-type.js';
import type { CommentMessage } from '@cellar/core';
import { putComment, removeComment, setCommentMessage, type CommentParams } from './comment-writes.js';

// Baserow premium's row comment actions (row_comments/actions.py), in the table's scope: undo takes
// back one's comment, one's edit of it, or its deletion, for the author who did it.

/** `create_row_comment`: undo removes the comment, redo puts it back under its id. */
export const createRowCommentActionType: ServerActionType<CommentParams> = {
  type: 'create_row_comment',
  scope: (params) => scopes.table(params.table_id),
  undo: (run, params) => removeComment(run, params),
  redo: (run, params) => putComment(run, params),
};

/** The params of an edit: the message before and after, with their mentions. */
export interface UpdateCommentParams {
  table_id: number;
  comment_id: number;
  original_message: CommentMessage;
  original_mentions: number[];
  message: CommentMessage;
  mentions: number[];
}

/** `update_row_comment`: undo writes the message back as it was, redo as it was edited. */
export const updateRowCommentActionType: ServerActionType<UpdateCommentParams> = {
  type: 'update_row_comment',
  scope: (params) => scopes.table(params.table_id),
  undo: (run, params) => setCommentMessage(run, params.table_id, params.comment_id, params.original_message, params.original_mentions),
  redo: (run, params) => setCommentMessage(run, params.table_id, params.comment_id, params.message, params.mentions),
};

/** `delete_row_comment`: undo puts the comment back under its id, redo removes it again. */
export const deleteRowCommentActionType: ServerActionType<CommentParams> = {
  type: 'delete_row_comment',
  scope: (params) => scopes.table(params.table_id),
  undo: (run, params) => putComment(run, params),
  redo: (run, params) => removeComment(run, params),
};

/** The row comment action types, as the registry lists them. */
export const rowCommentActionTypes: AnyServerActionType[] = [createRowCommentActionType, updateRowCommentActionType, deleteRowCommentActionType];
