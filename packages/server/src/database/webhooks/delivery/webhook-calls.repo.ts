import { sql } from 'kysely';
import type { WebhookEventConfig, WebhookEventType, WebhookRequestMethod } from '@cellar/core';
import type { Executor } from '../../../db/executor.js';

/** A webhook as a change's outbox needs it: what it listens to, how it names fields, and its table's database. */
export interface ListeningWebhook {
  id: number;
  table_id: number;
  database_id: number;
  url: string;
  include_all_events: boolean;
  events: WebhookEventConfig[];
  use_user_field_names: boolean;
}

/** The active webhooks of these tables, in one query (the outbox's only read when no table has one). */
export function listeningWebhooks(db: Executor, tableIds: readonly number[]): Promise<ListeningWebhook[]> {
  return db
    .selectFrom('webhooks')
    .innerJoin('database_tables', 'database_tables.id', 'webhooks.table_id')
    .select(['webhooks.id', 'webhooks.table_id', 'database_tables.database_id', 'webhooks.url', 'webhooks.include_all_events', 'webhooks.events', 'webhooks.use_user_field_names'])
    .where('webhooks.table_id', 'in', [...tableIds])
    .where('webhooks.active', '=', true)
    .orderBy('webhooks.id')
    .execute();
}

/** A call to write to the outbox. */
export interface NewWebhookCall {
  webhook_id: number;
  event_id: string;
  event_type: WebhookEventType;
  payload: string;
  called_url: string;
}

// Rows per insert statement: five parameters each, far below either engine's bound.
const insertChunk = 500;

/** Writes calls as pending, due now. */
export async function insertWebhookCalls(db: Executor, calls: readonly NewWebhookCall[]): Promise<void> {
  for (let start = 0; start < calls.length; start += insertChunk) await db.insertInto('webhook_calls').values(calls.slice(start, start + insertChunk)).execute();
}

/** A call a sender took, with what it is sent with. */
export interface ClaimedCall {
  id: number;
  webhook_id: number;
  payload: unknown;
  attempts: number;
  url: string;
  request_method: WebhookRequestMethod;
  headers: Record<string, string>;
  secret: string;
}

/**
 * Takes up to `limit` due calls of active webhooks of tables not in the trash, in one statement
 * (no transaction held while they are sent): `FOR UPDATE SKIP LOCKED` so two senders never take the
 * same call, and the call is moved `leaseMs` ahead, so a sender that stops mid-call leaves it for
 * another after that. The attempt is counted now.
 */
export async function claimDueCalls(db: Executor, limit: number, leaseMs: number): Promise<ClaimedCall[]> {
  const result = await sql<ClaimedCall>`
    with due as (
      select c.id from webhook_calls c
      where c.state = 'pending' and c.next_attempt_at <= now()
      order by c.next_attempt_at, c.id
      limit ${limit}
      for update of c skip locked
    ), taken as (
      update webhook_calls c set attempts = c.attempts + 1, next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
      from due where c.id = due.id
      returning c.id, c.webhook_id, c.payload, c.attempts
    )
    select taken.*, w.url, w.request_method, w.headers, w.secret
    from taken join webhooks w on w.id = taken.webhook_id
    join database_tables t on t.id = w.table_id
    where w.active and not t.trashed
    order by taken.id`.execute(db);
  return result.rows;
}

/**
 * Drops pending calls that will never be sent: their webhook was switched off, or their table is in
 * the trash (a webhook's calls stop with it, as the reference clears its queue).
 */
export async function dropUnsendableCalls(db: Executor): Promise<void> {
  await sql`
    delete from webhook_calls c using webhooks w, database_tables t
    where c.state = 'pending' and w.id = c.webhook_id and t.id = w.table_id and (not w.active or t.trashed)`.execute(db);
}

/** What an attempt left on its call: sent, failed for good, or pending again at `nextAttemptAt`. */
export interface CallOutcome {
  state: 'sent' | 'failed' | 'pending';
  nextAttemptAt?: Date;
  request: string;
  response: string | null;
  status: number | null;
  error: string | null;
}

/** Records an attempt on its call. */
export async function recordAttempt(db: Executor, callId: number, outcome: CallOutcome): Promise<void> {
  await db
    .updateTable('webhook_calls')
    .set({
      state: outcome.state,
      ...(outcome.nextAttemptAt ? { next_attempt_at: outcome.nextAttemptAt } : {}),
      called_time: new Date(),
      request: outcome.request,
      response: outcome.response,
      response_status: outcome.status,
      error: outcome.error,
    })
    .where('id', '=', callId)
    .execute();
}

/** A delivered call: the webhook's failures in a row start again from zero. */
export async function resetFailures(db: Executor, webhookId: number): Promise<void> {
  await db.updateTable('webhooks').set({ failed_triggers: 0 }).where('id', '=', webhookId).where('failed_triggers', '<>', 0).execute();
}

/**
 * A call failed for good: the webhook's failures in a row grow by one, and at `max` it is
 * switched off (WEBHOOKS_MAX_CONSECUTIVE_FAILURES: failed calls in a row after which it stops). Answers the webhook when this switched it off (to tell its creator), else nothing.
 */
export async function countFailure(db: Executor, webhookId: number, max: number) {
  const webhook = await db
    .updateTable('webhooks')
    .set((eb) => ({ failed_triggers: eb('failed_triggers', '+', 1), active: sql<boolean>`failed_triggers + 1 < ${max}` }))
    .where('id', '=', webhookId)
    .where('active', '=', true)
    .returning(['id', 'name', 'url', 'user_id', 'table_id', 'failed_triggers', 'active'])
    .executeTakeFirst();
  return webhook && !webhook.active ? webhook : undefined;
}

/** Keeps a webhook's `keep` newest sent or failed calls (its log); pending ones stay. */
export async function trimCallLog(db: Executor, webhookId: number, keep: number): Promise<void> {
  await sql`
    delete from webhook_calls where webhook_id = ${webhookId} and state <> 'pending' and id not in (
      select id from webhook_calls where webhook_id = ${webhookId} and state <> 'pending' order by id desc limit ${keep}
    )`.execute(db);
}
