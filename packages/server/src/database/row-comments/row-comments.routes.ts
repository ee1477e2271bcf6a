import { rowCommentEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import { requestUrl } from '../../http/request-url.js';
import type { Services } from '../../services.js';

/** The row comment endpoints (Baserow premium's api/row_comments). */
export function registerRowCommentRoutes(bind: BindEndpoint, { rowComments }: Services): void {
  bind(endpoints.listRowComments, ({ caller, params, query, request }) =>
    rowComments.list(caller, Number(params.table_id), Number(params.row_id), query, requestUrl(request)),
  );
  bind(endpoints.createRowComment, ({ caller, params, body }) => rowComments.create(caller, Number(params.table_id), Number(params.row_id), body.message));
  bind(endpoints.updateRowComment, ({ caller, params, body }) => rowComments.update(caller, Number(params.table_id), Number(params.comment_id), body.message));
  bind(endpoints.deleteRowComment, ({ caller, params }) => rowComments.delete(caller, Number(params.table_id), Number(params.comment_id)));
}
