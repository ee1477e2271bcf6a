import { z } from 'zod';
import { integerParam, textParam } from '../rows/query-params.js';
import { pageWindow, type RowWindow } from '../rows/row-query.js';
import { validationMessages } from '../validation/messages.js';
import { readCommentMessage } from './comment-message.js';
import { rowCommentLimits } from './limits.js';
import type { CommentMessage } from './types.js';

/** A comment's `message` in a body: required, not null, a bounded document of the comment schema. */
export const commentMessageBody = z.unknown().transform((input, ctx): CommentMessage => {
  if (input === undefined || input === null) {
    const code = input === null ? 'null' : 'required';
    ctx.addIssue({ code: 'custom', message: validationMessages[code], params: { code } });
    return z.NEVER;
  }
  const read = readCommentMessage(input);
  if (read.ok) return read.value;
  ctx.addIssue({ code: 'custom', message: read.problem.error, params: { code: read.problem.code } });
  return z.NEVER;
});

/** POST /api/row_comments/:table_id/:row_id/ and PATCH …/comment/:comment_id/: `{"message": …}`. */
export const rowCommentRequest = z.object({ message: commentMessageBody });

/** Query of GET /api/row_comments/:table_id/:row_id/: limit/offset or page/size, as Baserow reads it. */
export const rowCommentsQuery = z.object({
  limit: textParam(`Comments to return, at most ${rowCommentLimits.pageSizeMax}; switches to limit/offset pagination.`),
  offset: textParam('Comments to skip with `limit`.'),
  page: textParam('1-based page number.'),
  size: textParam(`Comments per page, at most ${rowCommentLimits.pageSizeMax}.`),
});

/**
 * The comments list's window: limit/offset when `limit` is given (a larger limit is cut to the
 * maximum, as Baserow's LimitOffsetPagination does), else page/size (a larger size is refused).
 */
export function rowCommentsWindow(query: z.output<typeof rowCommentsQuery>): Exclude<RowWindow, { kind: 'count' }> {
  if (query.limit !== undefined) {
    const limit = integerParam(query.limit);
    const size = limit !== undefined && limit > 0 ? Math.min(limit, rowCommentLimits.pageSizeMax) : rowCommentLimits.defaultPageSize;
    return { kind: 'offset', limit: size, offset: Math.max(0, integerParam(query.offset) ?? 0) };
  }
  return pageWindow(query.page, query.size, rowCommentLimits.pageSizeMax);
}

/** Whether a grid read asks for per-row extras (`include=row_metadata`): the comment counts. */
export function includesRowMetadata(include: string | undefined): boolean {
  return (include ?? '').split(',').includes('row_metadata');
}
