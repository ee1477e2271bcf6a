import type { RowMetadata } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import { countCommentsByRow } from './row-comments.repo.js';

/**
 * A grid window's `row_metadata` (Baserow's row metadata registry, which premium fills with
 * `row_comment_count`): one grouped count for the window's rows; rows without comments are left out.
 */
export async function rowMetadataOf(db: Executor, tableId: number, rowIds: readonly number[]): Promise<RowMetadata> {
  const counts = await countCommentsByRow(db, tableId, rowIds);
  return Object.fromEntries([...counts].map(([rowId, count]) => [String(rowId), { row_comment_count: count }]));
}
