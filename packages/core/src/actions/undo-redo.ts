import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import { maxRecordId } from '../validation/primitives.js';

/** The header naming a browser tab: undo and redo reach only the actions made with the same value. */
export const clientSessionIdHeader = 'ClientSessionId';

/** The header grouping the actions of several requests (a big paste) into one undo step. */
export const actionGroupIdHeader = 'ClientUndoRedoActionGroupId';

const scopeId = z.number().int().min(0).max(maxRecordId).nullable().optional();

/**
 * Where undo and redo look, as the reference's scope types name them: an action counts when it is
 * in any of the scopes sent (`root: true`, or the id of a workspace, application, table or view);
 * with none sent, every action of the tab does. `teams_in_workspace` is accepted for the
 * reference's clients; Cellar records no team actions, so it matches nothing.
 */
export const undoScopes = z
  .object({
    root: z.boolean().nullable().optional(),
    workspace: scopeId,
    application: scopeId,
    table: scopeId,
    view: scopeId,
    teams_in_workspace: scopeId,
  })
  .strict();

/** PATCH /api/user/undo/ and /api/user/redo/ */
export const undoRedoRequest = z.object({ scopes: undoScopes });

/** What the client may ask undo and redo to look at. */
export type UndoScopes = z.input<typeof undoScopes>;

/** How an undo or redo went: applied, nothing left to do, or skipped because an action could not be applied. */
export type UndoRedoResultCode = 'SUCCESS' | 'NOTHING_TO_DO' | 'SKIPPED_DUE_TO_ERROR';

/** The answer of undo and redo: the actions of the step (several for an action group) and how it went. */
export interface UndoRedoResponse {
  actions: { action_type: string; action_scope: string }[];
  result_code: UndoRedoResultCode;
}

const errors = ['ERROR_CLIENT_SESSION_ID_HEADER_NOT_SET'] as const;

/** Undo and redo on the server (the reference's current API), per person and browser tab. */
export const undoRedoEndpoints = {
  undo: endpoint<UndoRedoResponse>()({ method: 'PATCH', path: '/api/user/undo/', access: 'user', body: undoRedoRequest, errors }),
  redo: endpoint<UndoRedoResponse>()({ method: 'PATCH', path: '/api/user/redo/', access: 'user', body: undoRedoRequest, errors }),
} as const;
