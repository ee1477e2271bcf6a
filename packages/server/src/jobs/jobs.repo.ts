import { sql } from 'kysely';
import type { JobState } from '@cellar/core';
import type { Executor } from '../db/executor.js';
import type { JobRow } from './job-type.js';

/** What creating a job writes. */
export interface NewJob {
  type: string;
  userId: number;
  groupId: number | null;
  params: Record<string, unknown>;
}

export async function insertJob(db: Executor, job: NewJob): Promise<JobRow> {
  return db
    .insertInto('jobs')
    .values({ type: job.type, user_id: job.userId, group_id: job.groupId, params: JSON.stringify(job.params) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findJob(db: Executor, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A person's jobs, newest first, optionally only (or all but) some states and only some ids. */
export async function listJobs(
  db: Executor,
  userId: number,
  filter: { states?: JobState[]; excludedStates?: JobState[]; ids?: number[] },
  limit: number,
): Promise<JobRow[]> {
  let query = db.selectFrom('jobs').selectAll().where('user_id', '=', userId);
  if (filter.states?.length) query = query.where('state', 'in', filter.states);
  if (filter.excludedStates?.length) query = query.where('state', 'not in', filter.excludedStates);
  if (filter.ids) query = filter.ids.length ? query.where('id', 'in', filter.ids) : query.where(sql<boolean>`false`);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** How many of a person's jobs of a type are waiting or running. */
export async function countRunning(db: Executor, userId: number, type: string): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('state', 'in', ['pending', 'started'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The jobs of a type for a group that have not started yet (one queued may make another needless). */
export async function waitingJobs(db: Executor, type: string, groupId: number): Promise<JobRow[]> {
  return db.selectFrom('jobs').selectAll().where('type', '=', type).where('group_id', '=', groupId).where('state', '=', 'pending').execute();
}

/**
 * Takes the oldest pending job of the known types for this runner: `skip locked` lets several
 * processes claim from one queue without waiting on (or taking) each other's job. One statement, not
 * a transaction: a connection that drops between two statements of an open transaction (a database
 * restart) left its client with an error nothing listened for.
 */
export async function claimNext(db: Executor, types: readonly string[], now: Date): Promise<JobRow | undefined> {
  if (types.length === 0) return undefined;
  return db
    .updateTable('jobs')
    .set({ state: 'started', heartbeat_at: now, updated_on: now, attempts: sql<number>`attempts + 1` })
    .where('id', '=', (eb) =>
      eb.selectFrom('jobs').select('id').where('state', '=', 'pending').where('type', 'in', types).orderBy('id').limit(1).forUpdate().skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * Keeps a started job's claim fresh and says whether its person asked to cancel it, and whether they
 * still belong to its group; undefined when the job is no longer there to run (its group was deleted).
 */
export async function heartbeat(db: Executor, id: number, now: Date): Promise<{ cancelRequested: boolean; member: boolean } | undefined> {
  const row = await db
    .updateTable('jobs')
    .set({ heartbeat_at: now })
    .where('id', '=', id)
    .where('state', '=', 'started')
    .returning((eb) => [
      'cancel_requested',
      eb
        .or([eb('jobs.group_id', 'is', null), eb.exists(eb.selectFrom('group_users').select('group_users.id').whereRef('group_users.group_id', '=', 'jobs.group_id').whereRef('group_users.user_id', '=', 'jobs.user_id'))])
        .as('member'),
    ])
    .executeTakeFirst();
  return row && { cancelRequested: row.cancel_requested, member: Boolean(row.member) };
}

export async function setProgress(db: Executor, id: number, percentage: number): Promise<void> {
  await db.updateTable('jobs').set({ progress_percentage: percentage, updated_on: sql<Date>`now()` }).where('id', '=', id).where('state', '=', 'started').execute();
}

/** Ends a job: finished with its result, failed with its error, or cancelled; `expiresAt` is when it is deleted. */
export async function endJob(
  db: Executor,
  id: number,
  end: { state: 'finished' | 'failed' | 'cancelled'; result?: Record<string, unknown> | null; error?: string | null; humanReadableError?: string | null; expiresAt: Date },
): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({
      state: end.state,
      ...(end.state === 'finished' ? { progress_percentage: 100 } : {}),
      result: end.result === undefined || end.result === null ? null : JSON.stringify(end.result),
      error: end.error ?? null,
      human_readable_error: end.humanReadableError ?? null,
      expires_at: end.expiresAt,
      heartbeat_at: null,
      updated_on: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('state', 'in', ['pending', 'started'])
    .returningAll()
    .executeTakeFirst();
}

/** Asks for a job to stop: a pending one is cancelled at once (returned), a started one at its next heartbeat. */
export async function requestCancel(db: Executor, id: number): Promise<void> {
  await db.updateTable('jobs').set({ cancel_requested: true, updated_on: sql<Date>`now()` }).where('id', '=', id).where('state', 'in', ['pending', 'started']).execute();
}

/** Started jobs whose runner stopped heartbeating before `staleBefore` (a process that died or restarted). */
export async function staleJobs(db: Executor, staleBefore: Date): Promise<JobRow[]> {
  return db.selectFrom('jobs').selectAll().where('state', '=', 'started').where('heartbeat_at', '<', staleBefore).orderBy('id').limit(100).execute();
}

/**
 * Puts a started job back in the queue: this process's own, when it stops (`staleBefore` null), or a
 * stale one, unless another process got to it first.
 */
export async function requeue(db: Executor, id: number, staleBefore: Date | null): Promise<boolean> {
  let query = db
    .updateTable('jobs')
    .set({ state: 'pending', heartbeat_at: null, progress_percentage: 0, updated_on: sql<Date>`now()` })
    .where('id', '=', id)
    .where('state', '=', 'started');
  if (staleBefore) query = query.where('heartbeat_at', '<', staleBefore);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Done jobs past their expiry, oldest first. */
export async function expiredJobs(db: Executor, types: readonly string[], now: Date, limit: number): Promise<JobRow[]> {
  if (types.length === 0) return [];
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('expires_at', '<', now)
    .where('state', 'in', ['finished', 'failed', 'cancelled'])
    .where('type', 'in', types)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

export async function deleteJob(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', id).execute();
}

/** Cancels a job no runner has claimed yet; false when one has (it stops at its next heartbeat instead). */
export async function cancelPending(db: Executor, id: number, expiresAt: Date): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'cancelled', cancel_requested: true, expires_at: expiresAt, updated_on: sql<Date>`now()` })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
