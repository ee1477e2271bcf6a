import { undoRedoEndpoints as e, type UndoRedoResponse, type UndoScopes } from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';

/** The server's undo and redo of this tab's changes (the client sends the tab's ClientSessionId). */
export interface UndoApi {
  undo(scopes: UndoScopes): Promise<UndoRedoResponse>;
  redo(scopes: UndoScopes): Promise<UndoRedoResponse>;
}

/** Builds the undo endpoints over the client. */
export function createUndoApi(client: ApiClient): UndoApi {
  return {
    undo: (scopes) => callEndpoint(client, e.undo, { body: { scopes } }),
    redo: (scopes) => callEndpoint(client, e.redo, { body: { scopes } }),
  };
}
