import { trashEndpoints as e, type TrashContentsPage, type TrashStructure } from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';

/** What names a trashed item for restoring it. */
export interface TrashItemRef {
  trash_item_type: string;
  trash_item_id: number;
  parent_trash_item_id?: number | null;
}

/** The trash endpoints (the reference's current API). */
export interface TrashApi {
  structure(): Promise<TrashStructure>;
  contents(workspaceId: number, applicationId: number | null, page?: number): Promise<TrashContentsPage>;
  empty(workspaceId: number, applicationId: number | null): Promise<void>;
  restore(item: TrashItemRef): Promise<void>;
}

/** Builds the trash endpoints over the client. */
export function createTrashApi(client: ApiClient): TrashApi {
  const query = (applicationId: number | null, page?: number) => ({ application_id: applicationId ?? undefined, page });
  return {
    structure: () => callEndpoint(client, e.trashStructure),
    contents: (workspaceId, applicationId, page) => callEndpoint(client, e.trashContents, { params: { workspace_id: workspaceId }, query: query(applicationId, page) }),
    empty: (workspaceId, applicationId) => callEndpoint(client, e.emptyTrash, { params: { workspace_id: workspaceId }, query: query(applicationId) }),
    restore: (item) => callEndpoint(client, e.restoreTrashItem, { body: item }),
  };
}
