import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { ActionsTable } from '../db/schema.js';

/** An action as read from the log. */
export type ActionRecord = Selectable<ActionsTable>;

/**
 * The most actions one step undoes or redoes: a 10,000-row paste sent 200 rows a request is 50
 * actions; a client that sent far more under one group id gets them undone over several steps.
 */
export const maxActionsPerStep = 1_000;

/** Whose actions a step may reach: one person's, in one tab, in the given scopes (all when none), since a time. */
export interface StepFilter {
  userId: number;
  session: string;
  scopes: string[];
  since: Date;
}

function reachable(db: Executor, filter: StepFilter) {
  let query = db.selectFrom('actions').selectAll().where('user_id', '=', filter.userId).where('session', '=', filter.session).where('created_on', '>=', filter.since);
  if (filter.scopes.length > 0) query = query.where('scope', 'in', filter.scopes);
  return query;
}

/** The person's latest action not undone: what undo takes next. */
export function latestDone(db: Executor, filter: StepFilter): Promise<ActionRecord | undefined> {
  return reachable(db, filter).where('undone_at', 'is', null).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The person's latest undone action: what redo takes next. */
export function latestUndone(db: Executor, filter: StepFilter): Promise<ActionRecord | undefined> {
  return reachable(db, filter).where('undone_at', 'is not', null).orderBy('undone_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * The actions of `first`'s step: itself, or every action of its action group in the same state, in
 * the order they are to be applied (undo newest first, redo oldest first). Only the same person's
 * and tab's, so a group id seen elsewhere reaches nothing more.
 */
export async function stepOf(db: Executor, first: ActionRecord, direction: 'undo' | 'redo'): Promise<ActionRecord[]> {
  if (first.action_group === null) return [first];
  return db
    .selectFrom('actions')
    .selectAll()
    .where('user_id', '=', first.user_id)
    .where('session', '=', first.session)
    .where('action_group', '=', first.action_group)
    .where('undone_at', direction === 'undo' ? 'is' : 'is not', null)
    .orderBy('id', direction === 'undo' ? 'desc' : 'asc')
    .limit(maxActionsPerStep)
    .execute();
}

/**
 * Marks a step's actions undone (at `when`) or redone (null), only those still in the state they
 * were read in: answers how many, so a step a concurrent request took already is seen as such.
 */
export async function markStep(db: Executor, ids: number[], undoneAt: Date | null, error: string | null): Promise<number> {
  const result = await db
    .updateTable('actions')
    .set({ undone_at: undoneAt, error })
    .where('id', 'in', ids)
    .where('undone_at', undoneAt === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Stores the params a redo answered (a redone create's new ids). */
export async function replaceParams(db: Executor, id: number, params: object): Promise<void> {
  await db.updateTable('actions').set({ params: JSON.stringify(params) }).where('id', '=', id).execute();
}
