import { endpoint } from '../api/endpoint.js';
import { rowCommentRequest, rowCommentsQuery } from './schemas.js';
import type { RowComment, RowCommentPage } from './types.js';

const tableErrors = ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'] as const;
const commentErrors = [...tableErrors, 'ERROR_ROW_COMMENT_DOES_NOT_EXIST', 'ERROR_USER_NOT_COMMENT_AUTHOR'] as const;

/**
 * Row comments, as Baserow premium's API has them (api/row_comments/urls.py). Only a signed-in
 * member reads or writes them: a database token is not accepted, as in the reference.
 */
export const rowCommentEndpoints = {
  listRowComments: endpoint<RowCommentPage>()({
    method: 'GET', path: '/api/row_comments/:table_id/:row_id/', access: 'user', query: rowCommentsQuery,
    errors: [...tableErrors, 'ERROR_ROW_DOES_NOT_EXIST', 'ERROR_INVALID_PAGE', 'ERROR_PAGE_SIZE_LIMIT'],
  }),
  createRowComment: endpoint<RowComment>()({
    method: 'POST', path: '/api/row_comments/:table_id/:row_id/', access: 'user', body: rowCommentRequest,
    errors: [...tableErrors, 'ERROR_ROW_DOES_NOT_EXIST', 'ERROR_REQUEST_BODY_VALIDATION'],
  }),
  updateRowComment: endpoint<RowComment>()({
    method: 'PATCH', path: '/api/row_comments/:table_id/comment/:comment_id/', access: 'user', body: rowCommentRequest,
    errors: [...commentErrors, 'ERROR_REQUEST_BODY_VALIDATION'],
  }),
  // Baserow answers a deletion with the deleted comment (message null, trashed true), not 204.
  deleteRowComment: endpoint<RowComment>()({
    method: 'DELETE', path: '/api/row_comments/:table_id/comment/:comment_id/', access: 'user', successStatus: 200,
    errors: commentErrors,
  }),
} as const;
