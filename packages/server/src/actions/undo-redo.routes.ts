import { undoRedoEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import type { Services } from '../services.js';

/** PATCH /api/user/undo/ and /api/user/redo/ (the reference's current API). */
export function registerUndoRedoRoutes(bind: BindEndpoint, { undoRedo }: Services): void {
  bind(endpoints.undo, ({ caller, body }) => undoRedo.undo(caller, body.scopes));
  bind(endpoints.redo, ({ caller, body }) => undoRedo.redo(caller, body.scopes));
}
