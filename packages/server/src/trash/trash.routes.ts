import { trashEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import { requestUrl } from '../http/request-url.js';
import type { Services } from '../services.js';

/** The trash (the reference's current API): structure, a group's contents, emptying and restoring. */
export function registerTrashRoutes(bind: BindEndpoint, { trash }: Services): void {
  const id = (value: string | undefined) => Number(value);
  bind(endpoints.trashStructure, ({ caller }) => trash.structure(caller));
  bind(endpoints.trashContents, ({ caller, params, query, request }) => trash.contents(caller, id(params.workspace_id), query, requestUrl(request)));
  bind(endpoints.emptyTrash, ({ caller, params, query }) => trash.empty(caller, id(params.workspace_id), query));
  bind(endpoints.restoreTrashItem, ({ caller, body }) => trash.restore(caller, body));
}
