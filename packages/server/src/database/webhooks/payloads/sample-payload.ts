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

/** What an example body is built from: the table, its example rows and its first field. */
interface Sample {
  deps: SamplePayloadDeps;
  table: WebhookTable & { name: string; order: number };
  items: Record<string, unknown>[];
  field: Record<string, unknown>;
}

async function sampleView({ deps, table }: Sample): Promise<Record<string, unknown>> {
  const [view] = await listViews(deps.db, table.id);
  const shown = view ? presentView(view, table) : { id: 0, table_id: table.id, name: 'View', order: 1, type: 'grid', table: { id: table.id, name: table.name, order: table.order, database_id: table.database_id } };
  return { view: shown };
}

// The keys each event type's example adds to the common ones, complete over the event types.
const sampleBodies: Record<WebhookEventType, (sample: Sample) => Record<string, unknown> | Promise<Record<string, unknown>>> = {
  'rows.created': ({ items }) => ({ items }),
  'rows.updated': ({ items }) => ({ items, old_items: items }),
  'rows.deleted': () => ({ row_ids: [0] }),
  'field.created': ({ field }) => ({ field, related_fields: [] }),
  'field.updated': ({ field }) => ({ field, related_fields: [] }),
  'field.deleted': ({ field }) => ({ field_id: Number(field.id), related_fields: [] }),
  'view.created': sampleView,
  'view.updated': sampleView,
  'view.deleted': () => ({ view_id: 0 }),
};

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
  return { ...base, ...(await sampleBodies[eventType]({ deps, table, items, field })) } as WebhookPayload;
}
