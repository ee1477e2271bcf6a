import { randomUUID } from 'node:crypto';
import type { WebhookEventConfig, WebhookEventType } from '@cellar/core';
import type { Executor } from '../../../db/executor.js';
import type { DomainEvent, TableEvent } from '../../../events/domain-events.js';
import type { Outbox } from '../../../events/unit-of-work.js';
import { listFields, type FieldRecord } from '../../fields/fields.repo.js';
import { changePayloads, webhookEventOf } from '../payloads/change-payloads.js';
import { payloadBase } from '../payloads/rows-for-webhook.js';
import { insertWebhookCalls, listeningWebhooks, type ListeningWebhook, type NewWebhookCall } from './webhook-calls.repo.js';

// A change's webhook events, per table, per event type in the order they first came.
function eventsByTable(events: readonly DomainEvent[]): Map<number, { groupId: number; byType: Map<WebhookEventType, TableEvent[]> }> {
  const tables = new Map<number, { groupId: number; byType: Map<WebhookEventType, TableEvent[]> }>();
  for (const event of events) {
    const type = webhookEventOf[event.type];
    if (type === undefined || !('tableId' in event)) continue;
    let table = tables.get(event.tableId);
    if (!table) tables.set(event.tableId, (table = { groupId: event.groupId, byType: new Map() }));
    const typed = table.byType.get(type) ?? [];
    if (typed.length === 0) table.byType.set(type, typed);
    typed.push(event);
  }
  return tables;
}

// The config a webhook hears an event type with, or undefined when it does not listen to it.
function heardWith(webhook: ListeningWebhook, type: WebhookEventType): WebhookEventConfig | undefined {
  if (webhook.include_all_events) return { event_type: type };
  return webhook.events.find((config) => config.event_type === type);
}

/**
 * The webhooks' outbox: turns a change's table events into calls for the active webhooks of those
 * tables that listen to them, written as pending in the change's transaction with their payload
 * built now (the rows as this change left them), one call per event type per webhook (a batch
 * write's rows together). A change without webhook events costs nothing; with some, one query
 * finds the tables' webhooks, so tables without any cost one indexed read. `wake` is called after a
 * commit that wrote calls.
 */
export function webhookOutbox(wake: () => void): Outbox {
  return async (trx: Executor, events: readonly DomainEvent[]) => {
    const tables = eventsByTable(events);
    if (tables.size === 0) return undefined;
    const webhooks = await listeningWebhooks(trx, [...tables.keys()]);
    if (webhooks.length === 0) return undefined;
    const fieldsOf = new Map<number, Promise<FieldRecord[]>>();
    const fields = (tableId: number) => fieldsOf.get(tableId) ?? fieldsOf.set(tableId, listFields(trx, tableId)).get(tableId)!;
    const calls: NewWebhookCall[] = [];
    for (const webhook of webhooks) {
      const table = tables.get(webhook.table_id);
      if (!table) continue;
      for (const [type, typed] of table.byType) {
        const config = heardWith(webhook, type);
        const payloads = changePayloads[type];
        if (!config || (payloads.fires && !payloads.fires(typed, config))) continue;
        const context = { useUserFieldNames: webhook.use_user_field_names, fields: webhook.use_user_field_names ? await fields(webhook.table_id) : [] };
        const base = payloadBase({ id: webhook.table_id, database_id: webhook.database_id, groupId: table.groupId }, webhook.id, randomUUID(), type);
        for (const body of payloads.bodies(typed, context)) {
          calls.push({ webhook_id: webhook.id, event_id: base.event_id, event_type: type, payload: JSON.stringify({ ...base, ...body }), called_url: webhook.url });
        }
      }
    }
    if (calls.length === 0) return undefined;
    await insertWebhookCalls(trx, calls);
    return wake;
  };
}
