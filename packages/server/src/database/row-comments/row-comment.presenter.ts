import type { CommentMessage, RowComment } from '@cellar/core';
import type { RowCommentRecord } from './row-comments.repo.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A comment as the API and the realtime messages show it (Baserow's RowCommentSerializer); a deleted one has no message. */
export function presentRowComment(record: RowCommentRecord, deleted = false): RowComment {
  return {
    id: record.id,
    user_id: record.user_id,
    first_name: record.first_name ?? '',
    table_id: record.table_id,
    row_id: record.row_id,
    message: deleted ? null : (record.message as unknown as CommentMessage),
    created_on: iso(record.created_on),
    updated_on: iso(record.updated_on),
    edited: record.edited,
    trashed: deleted,
  };
}
