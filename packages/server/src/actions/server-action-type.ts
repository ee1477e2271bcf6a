import type { AppContext } from '../app-context.js';
import type { Caller } from '../callers/caller.js';
import type { Executor } from '../db/executor.js';
import type { Emit } from '../events/unit-of-work.js';

/**
 * Where undo looks for an action, as the reference's `scopes` name them: `root` (groups), `workspace<id>`
 * (databases of a group), `application<id>` (tables of a database), `table<id>` (rows, fields), `view<id>`
 * (a view's filters, sorts and field options). Undo in a scope reaches the actions of that scope and
 * of the scopes the client sends with it.
 */
export type ActionScope = string;

/** What an action's undo and redo run with: the open transaction, the caller undoing, and the events to publish after commit. */
export interface ActionRun {
  ctx: AppContext;
  trx: Executor;
  caller: Caller;
  emit: Emit;
}

/**
 * One kind of undoable action: a folder under `actions/types/` (or beside the feature it undoes) plus a
 * line in `server-action-types.ts`, like a field type. The service that does the change records it
 * (`recordAction`) with `params` holding everything undo and redo need — ids and the values before and
 * after — so neither reads anything the change overwrote.
 *
 * `undo` and `redo` run inside the undo's transaction and throw a `DomainError` when the object is gone
 * (deleted by someone else since): the action is then marked with that error and skipped.
 * `redo` may answer new params (a redone create that made rows with new ids); they replace the old ones.
 */
export interface ServerActionType<P extends object = Record<string, unknown>> {
  type: string;
  scope(params: P): ActionScope;
  undo(run: ActionRun, params: P): Promise<void>;
  redo(run: ActionRun, params: P): Promise<P | void>;
  /**
   * Optional: lets go of what only undo and redo needed (a changed field's backup column), in the
   * transaction that removes the action from the log (the sweep, or a new action in the session
   * dropping what could be redone).
   */
  forget?(trx: Executor, params: P): Promise<void>;
}

/** An action type whose params type is erased, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyServerActionType = ServerActionType<any>;

/** Scope names, in one place. */
export const scopes = {
  root: (): ActionScope => 'root',
  workspace: (groupId: number): ActionScope => `workspace${groupId}`,
  application: (applicationId: number): ActionScope => `application${applicationId}`,
  table: (tableId: number): ActionScope => `table${tableId}`,
  view: (viewId: number): ActionScope => `view${viewId}`,
};
