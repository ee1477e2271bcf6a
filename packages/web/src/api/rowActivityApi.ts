import { rowCommentEndpoints as e, rowHistoryEndpoints, type CommentMessage, type RowComment, type RowCommentPage, type RowHistoryPage } from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';

/** A row's comments and history: what the expanded row's side panel reads and writes. */
export interface RowActivityApi {
  /** A window of a row's comments, newest first. */
  listRowComments(tableId: number, rowId: number, window: { limit: number; offset: number }): Promise<RowCommentPage>;
  createRowComment(tableId: number, rowId: number, message: CommentMessage): Promise<RowComment>;
  updateRowComment(tableId: number, commentId: number, message: CommentMessage): Promise<RowComment>;
  deleteRowComment(tableId: number, commentId: number): Promise<RowComment>;
  /** A window of a row's history, newest first. */
  rowHistory(tableId: number, rowId: number, window: { limit: number; offset: number }): Promise<RowHistoryPage>;
}

/** Binds the row comment and row history endpoints to a client. */
export function createRowActivityApi(client: ApiClient): RowActivityApi {
  return {
    listRowComments: (table_id, row_id, { limit, offset }) => callEndpoint(client, e.listRowComments, { params: { table_id, row_id }, query: { limit, offset } }),
    createRowComment: (table_id, row_id, message) => callEndpoint(client, e.createRowComment, { params: { table_id, row_id }, body: { message } }),
    updateRowComment: (table_id, comment_id, message) => callEndpoint(client, e.updateRowComment, { params: { table_id, comment_id }, body: { message } }),
    deleteRowComment: (table_id, comment_id) => callEndpoint(client, e.deleteRowComment, { params: { table_id, comment_id } }),
    rowHistory: (table_id, row_id, { limit, offset }) => callEndpoint(client, rowHistoryEndpoints.getRowHistory, { params: { table_id, row_id }, query: { limit, offset } }),
  };
}
