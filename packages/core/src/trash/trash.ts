import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import { textParam } from '../rows/query-params.js';
import { maxRecordId } from '../validation/primitives.js';

/** The most entries one page of a group's trash holds (the reference's TRASH_PAGE_SIZE_LIMIT is 200; its page size is 100). */
export const trashPageSize = 100;

/** An application in the trash's structure, flagged when it is itself in the trash. */
export interface TrashStructureApplication {
  id: number;
  name: string;
  trashed: boolean;
  type: string;
}

/** A group the caller belongs to, with its applications: where trash can be looked at. */
export interface TrashStructureWorkspace {
  id: number;
  trashed: boolean;
  name: string;
  applications: TrashStructureApplication[];
}

/** GET /api/trash/ */
export interface TrashStructure {
  workspaces: TrashStructureWorkspace[];
}

/** One thing in the trash: what it was, who put it there and when. */
export interface TrashContentsEntry {
  id: number;
  /** The first name of the person who trashed it; null once their account is gone. */
  user_who_trashed: string | null;
  trash_item_type: string;
  trash_item_id: number;
  parent_trash_item_id: number | null;
  trashed_at: string;
  application: number | null;
  workspace: number;
  name: string;
  /** The names of a batch's items (several rows trashed at once). */
  names: string[] | null;
  parent_name: string | null;
}

/** A page of a group's trash, newest first. */
export interface TrashContentsPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: TrashContentsEntry[];
}

/** Which part of a group's trash: its own entries (the group, its databases), or one database's. */
export const trashContentsQuery = z.object({
  application_id: textParam('Only the entries of this application (database) of the workspace; without it, the workspace\'s own entries: trashed applications and the workspace itself.'),
  page: textParam('1-based page number.'),
});

/** PATCH /api/trash/restore/ */
export const restoreTrashItemRequest = z
  .object({
    trash_item_type: z.string().min(1).max(50),
    trash_item_id: z.number().int().min(0).max(maxRecordId),
    parent_trash_item_id: z.number().int().min(0).max(maxRecordId).nullable().optional(),
  })
  .strict();

const contentErrors = ['ERROR_GROUP_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_APPLICATION_DOES_NOT_EXIST', 'ERROR_APPLICATION_NOT_IN_GROUP', 'ERROR_INVALID_PAGE'] as const;

/** The trash (the reference's current API): its structure, a group's contents, emptying and restoring. */
export const trashEndpoints = {
  trashStructure: endpoint<TrashStructure>()({ method: 'GET', path: '/api/trash/', access: 'user' }),
  trashContents: endpoint<TrashContentsPage>()({ method: 'GET', path: '/api/trash/workspace/:workspace_id/', access: 'user', query: trashContentsQuery, errors: contentErrors }),
  /** Marks the entries for permanent deletion; the sweep deletes them soon after. */
  emptyTrash: endpoint()({ method: 'DELETE', path: '/api/trash/workspace/:workspace_id/', access: 'user', query: trashContentsQuery, errors: contentErrors }),
  restoreTrashItem: endpoint()({
    method: 'PATCH',
    path: '/api/trash/restore/',
    access: 'user',
    body: restoreTrashItemRequest,
    successStatus: 204,
    errors: ['ERROR_USER_NOT_IN_GROUP', 'ERROR_TRASH_ITEM_DOES_NOT_EXIST', 'ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD'],
  }),
} as const;
