import { fieldTypes, type Row, type WebhookEventType, type WebhookPayload } from '@cellar/core';
import type { Executor } from '../../../db/executor.js';
import { listFields, presentField, type FieldRecord } from '../../fields/fields.repo.js';
import { listViews, presentView } from '../../views/views.repo.js';
import { payloadBase, rowsForWebhook, type WebhookTable } from './rows-for-webhook.js';

/** What a sample payload is read from: the table's fields and views. */
export interface SamplePayloadDeps {
  db: Executor;
}

// The reference's test row: id 0, order 0, and each field's value for a new row.
function sampleRow(fields: readonly FieldRecord[]): Row {
  const row: Row = { id: 0, order: '0.00000000000000000000' };
  for (const field of fields) row[`field_${field.id}`] = fieldTypes[field.type].readOnly ? null : fieldTypes[field.type].defaultValue(field.options);
  return row;
}

// The reference's example field and view when the table has none to show.
function sampleField(table: WebhookTable): Record<string, unknown> {
  return { id: 0, table_id: table.id, name: 'Field', order: 1, type: 'text', primary: false, field_constraints: [], text_default: '' };
}

/**
 * The body of a test call (POST …/test-call/): the reference's example payload per event type,
 * built from the table's real fields (rows with each field's empty value, its first field and view),
 * with a fresh event id so a receiver can tell it from a real call.
 */
export async function samplePayload(deps: SamplePayloadDeps, table: WebhookTable & { name: string; order: number }, eventType: WebhookEventType, useUserFieldNames: boolean, webhookId: number): Promise<WebhookPayload> {
  const base = payloadBase(table, webhookId, crypto.randomUUID(), eventType);
  const fields = await listFields(deps.db, table.id);
  const items = rowsForWebhook([sampleRow(fields)], fields, useUserFieldNames);
  const first = fields[0];
  const field = first ? (presentField(first) as unknown as Record<string, unknown>) : sampleField(table);
  switch (eventType) {
    case 'rows.created':
      return { ...base, event_type: eventType, items };
    case 'rows.updated':
      return { ...base, event_type: eventType, items, old_items: items };
    case 'rows.deleted':
      return { ...base, event_type: eventType, row_ids: [0] };
    case 'field.created':
    case 'field.updated':
      return { ...base, event_type: eventType, field, related_fields: [] };
    case 'field.deleted':
      return { ...base, event_type: eventType, field_id: Number(field.id), related_fields: [] };
    case 'view.created':
    case 'view.updated': {
      const [view] = await listViews(deps.db, table.id);
      const shown = view ? presentView(view, table) : { id: 0, table_id: table.id, name: 'View', order: 1, type: 'grid', table: { id: table.id, name: table.name, order: table.order, database_id: table.database_id } };
      return { ...base, event_type: eventType, view: shown as unknown as Record<string, unknown> };
    }
    case 'view.deleted':
      return { ...base, event_type: eventType, view_id: 0 };
  }
}
