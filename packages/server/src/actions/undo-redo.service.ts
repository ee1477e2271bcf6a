import { DomainError, type UndoRedoResponse, type UndoScopes } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import { originOf, type Caller } from '../callers/caller.js';
import { commitChange } from '../events/unit-of-work.js';
import { inTransaction } from '../db/transaction.js';
import { latestDone, latestUndone, markStep, replaceParams, stepOf, type ActionRecord, type StepFilter } from './actions.repo.js';
import { scopes as scopeNames, type ActionScope } from './server-action-type.js';
import { actionType } from './server-action-types.js';

/** The scope names a request's `scopes` object stands for (`teams_in_workspace` names none Cellar records). */
export function scopeList(requested: UndoScopes): ActionScope[] {
  const list: ActionScope[] = [];
  if (requested.root) list.push(scopeNames.root());
  if (typeof requested.workspace === 'number') list.push(scopeNames.workspace(requested.workspace));
  if (typeof requested.application === 'number') list.push(scopeNames.application(requested.application));
  if (typeof requested.table === 'number') list.push(scopeNames.table(requested.table));
  if (typeof requested.view === 'number') list.push(scopeNames.view(requested.view));
  if (typeof requested.teams_in_workspace === 'number') list.push(`${scopeNames.workspace(requested.teams_in_workspace)}teams_in_workspace`);
  return list;
}

// Why a step could not be applied, as stored on its actions: the domain error's code and detail.
function describe(error: unknown): string {
  if (error instanceof DomainError) return `${error.code}: ${typeof error.detail === 'string' ? error.detail : JSON.stringify(error.detail)}`;
  return error instanceof Error ? error.message : String(error);
}

function answer(actions: ActionRecord[], skipped: boolean): UndoRedoResponse {
  return {
    actions: actions.map((action) => ({ action_type: action.type, action_scope: action.scope })),
    result_code: actions.length === 0 ? 'NOTHING_TO_DO' : skipped ? 'SKIPPED_DUE_TO_ERROR' : 'SUCCESS',
  };
}

/**
 * Undo and redo (the reference's ActionHandler): one step is the caller's latest action in this
 * browser tab and the asked scopes, within the undo period, or every action of its action group.
 * The step's actions run in ONE transaction: if any cannot be applied (its object was deleted by
 * someone else since), nothing of the step is applied, and a second small transaction marks the
 * step undone (or redone) with the error, so the next undo moves past it (SKIPPED_DUE_TO_ERROR).
 * The events of an undo reach the undoing tab too (no WebSocket id in their origin): the grid
 * that undid sees the rows come back the way any other tab does.
 */
export function undoRedoService(ctx: AppContext) {
  const filterFor = (caller: Caller, requested: UndoScopes): StepFilter => {
    // Tokens never undo; a missing or malformed header names no tab (authenticate.ts reads only UUIDs).
    const session = caller.token ? null : caller.clientSessionId;
    if (!session) throw new DomainError('ERROR_CLIENT_SESSION_ID_HEADER_NOT_SET');
    const since = new Date(ctx.clock.now().getTime() - ctx.config.undoAndTrash.undoPeriodHours * 3_600_000);
    return { userId: caller.user.id, session, scopes: scopeList(requested), since };
  };
  const origin = (caller: Caller) => ({ ...originOf(caller), webSocketId: null });

  async function apply(caller: Caller, step: ActionRecord[], direction: 'undo' | 'redo'): Promise<boolean> {
    const ids = step.map((action) => action.id);
    const undoneAt = direction === 'undo' ? ctx.clock.now() : null;
    try {
      await commitChange(ctx, origin(caller), async (trx, emit) => {
        // Taken by a concurrent undo or redo of the same tab: nothing to apply twice.
        if ((await markStep(trx, ids, undoneAt, null)) !== ids.length) throw new StepTaken();
        for (const action of step) {
          const type = actionType(action.type);
          if (!type) throw new Error(`The action type "${action.type}" is no longer known.`);
          const run = { ctx, trx, caller, emit };
          if (direction === 'undo') await type.undo(run, action.params);
          else {
            const params = await type.redo(run, action.params);
            if (params) await replaceParams(trx, action.id, params);
          }
        }
      });
      return true;
    } catch (error) {
      if (error instanceof StepTaken) throw error;
      if (!(error instanceof DomainError)) ctx.logger.error({ err: error, actions: ids }, `an ${direction} failed unexpectedly; the step is skipped`);
      await inTransaction(ctx.db, (trx) => markStep(trx, ids, undoneAt, describe(error)));
      return false;
    }
  }

  async function run(caller: Caller, requested: UndoScopes, direction: 'undo' | 'redo'): Promise<UndoRedoResponse> {
    const filter = filterFor(caller, requested);
    const first = direction === 'undo' ? await latestDone(ctx.db.kysely, filter) : await latestUndone(ctx.db.kysely, filter);
    if (!first) return answer([], false);
    const step = await stepOf(ctx.db.kysely, first, direction);
    // A step whose undo failed has nothing to redo: it is only marked done again, so undo can retry it.
    if (direction === 'redo' && step.some((action) => action.error !== null)) {
      await inTransaction(ctx.db, (trx) => markStep(trx, step.map((action) => action.id), null, first.error ?? 'skipped'));
      return answer(step, true);
    }
    try {
      return answer(step, !(await apply(caller, step, direction)));
    } catch (error) {
      if (error instanceof StepTaken) return answer([], false);
      throw error;
    }
  }

  return {
    /** PATCH /api/user/undo/ */
    undo: (caller: Caller, scopes: UndoScopes) => run(caller, scopes, 'undo'),
    /** PATCH /api/user/redo/ */
    redo: (caller: Caller, scopes: UndoScopes) => run(caller, scopes, 'redo'),
  };
}

// A concurrent request of the same tab undid or redid the step first.
class StepTaken extends Error {}
