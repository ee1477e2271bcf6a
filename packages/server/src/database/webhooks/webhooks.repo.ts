import type { WebhookEventConfig, WebhookRequestMethod } from '@cellar/core';
import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DatabaseSchema } from '../../db/schema.js';

/** A stored webhook as its row holds it. */
export type WebhookRecord = Selectable<DatabaseSchema['webhooks']>;

/** A webhook with the group its table belongs to, for the membership check. */
export type WebhookInGroup = WebhookRecord & { groupId: number };

/** One logged call, as the webhook's log shows it. */
export type WebhookCallRecord = Pick<
  Selectable<DatabaseSchema['webhook_calls']>,
  'id' | 'webhook_id' | 'event_id' | 'event_type' | 'called_time' | 'called_url' | 'request' | 'response' | 'response_status' | 'error'
>;

/** What a webhook is created or updated with; `events` is the stored event config. */
export interface WebhookValues {
  name: string;
  url: string;
  request_method: WebhookRequestMethod;
  headers: Record<string, string>;
  include_all_events: boolean;
  events: WebhookEventConfig[];
  use_user_field_names: boolean;
}

/**
 * A webhook by id with its table's group. A webhook of a table, database or group in the trash
 * counts as missing, as the table itself does (table.policy.ts). `lock` holds the webhook's row (only
 * it) to the end of the transaction, so a change and delivery's count of failures never cross.
 */
export function findWebhookInGroup(db: Executor, webhookId: number, options: { lock?: boolean } = {}): Promise<WebhookInGroup | undefined> {
  const query = db
    .selectFrom('webhooks')
    .innerJoin('database_tables', 'database_tables.id', 'webhooks.table_id')
    .innerJoin('applications', 'applications.id', 'database_tables.database_id')
    .innerJoin('groups', 'groups.id', 'applications.group_id')
    .selectAll('webhooks')
    .select('applications.group_id as groupId')
    .where('webhooks.id', '=', webhookId)
    .where('database_tables.trashed', '=', false)
    .where('applications.trashed', '=', false)
    .where('groups.trashed', '=', false);
  return (options.lock ? query.forUpdate('webhooks') : query).executeTakeFirst();
}

/** A table's webhooks, oldest first (the reference's ordering by id). */
export function listTableWebhooks(db: Executor, tableId: number): Promise<WebhookRecord[]> {
  return db.selectFrom('webhooks').selectAll().where('table_id', '=', tableId).orderBy('id').execute();
}

/**
 * The newest `perWebhook` calls made by each of `webhookIds`, in one query whatever their number:
 * a call waiting for its first attempt has not been made and is not shown.
 */
export async function latestWebhookCalls(db: Executor, webhookIds: readonly number[], perWebhook: number): Promise<WebhookCallRecord[]> {
  if (webhookIds.length === 0) return [];
  const ranked = db
    .selectFrom('webhook_calls')
    .select(['id', 'webhook_id', 'event_id', 'event_type', 'called_time', 'called_url', 'request', 'response', 'response_status', 'error'])
    .select(sql<number>`row_number() over (partition by webhook_id order by called_time desc, id desc)`.as('rank'))
    .where('webhook_id', 'in', webhookIds)
    .where('called_time', 'is not', null)
    .as('ranked');
  return db
    .selectFrom(ranked)
    .select(['id', 'webhook_id', 'event_id', 'event_type', 'called_time', 'called_url', 'request', 'response', 'response_status', 'error'])
    .where('rank', '<=', perWebhook)
    .orderBy('webhook_id')
    .orderBy('called_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** How many webhooks a table has. */
export async function countTableWebhooks(db: Executor, tableId: number): Promise<number> {
  const { count } = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('table_id', '=', tableId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Holds the table's row until the transaction ends, so two creations at once count one after the
 * other and the bound per table holds; `no key update` leaves writes that only refer to the table alone.
 */
export async function lockTableForWebhooks(db: Executor, tableId: number): Promise<void> {
  await db.selectFrom('database_tables').select('id').where('id', '=', tableId).forNoKeyUpdate().execute();
}

/** The ids among `fieldIds` that are fields of the table (a trashed field is not, as the reference's trash-aware manager answers). */
export async function fieldIdsInTable(db: Executor, tableId: number, fieldIds: readonly number[]): Promise<Set<number>> {
  if (fieldIds.length === 0) return new Set();
  const rows = await db.selectFrom('database_fields').select('id').where('table_id', '=', tableId).where('id', 'in', fieldIds).where('trashed', '=', false).execute();
  return new Set(rows.map((row) => row.id));
}

/** The ids among `viewIds` that are views of the table, outside the trash. */
export async function viewIdsInTable(db: Executor, tableId: number, viewIds: readonly number[]): Promise<Set<number>> {
  if (viewIds.length === 0) return new Set();
  const rows = await db.selectFrom('views').select('id').where('table_id', '=', tableId).where('id', 'in', viewIds).where('trashed', '=', false).execute();
  return new Set(rows.map((row) => row.id));
}

/** Stores a new webhook and answers it. */
export function insertWebhook(db: Executor, tableId: number, userId: number, secret: string, values: WebhookValues): Promise<WebhookRecord> {
  return db
    .insertInto('webhooks')
    .values({ table_id: tableId, user_id: userId, secret, ...values, headers: JSON.stringify(values.headers), events: JSON.stringify(values.events) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What an update may change: only the columns named are written, so delivery's counts are never overwritten with an old value. */
export type WebhookChanges = Partial<WebhookValues & { active: boolean; failed_triggers: number }>;

/** Writes a webhook's changed settings and answers it. */
export function updateWebhook(db: Executor, webhookId: number, changes: WebhookChanges, now: Date): Promise<WebhookRecord> {
  const { headers, events, ...plain } = changes;
  return db
    .updateTable('webhooks')
    .set({
      ...plain,
      ...(headers !== undefined && { headers: JSON.stringify(headers) }),
      ...(events !== undefined && { events: JSON.stringify(events) }),
      updated_on: now,
    })
    .where('id', '=', webhookId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes a webhook; its calls, waiting ones included, go with it (the foreign key cascades). */
export async function deleteWebhook(db: Executor, webhookId: number): Promise<void> {
  await db.deleteFrom('webhooks').where('id', '=', webhookId).execute();
}
