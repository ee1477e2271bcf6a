import type { Row, WebhookEventConfig, WebhookEventType } from '@cellar/core';
import type { DomainEventType, TableEvent } from '../../../events/domain-events.js';
import type { FieldRecord } from '../../fields/fields.repo.js';
import { rowsForWebhook } from './rows-for-webhook.js';

/** Which webhook event a table's domain event is (the reference's signals): others call no webhook. */
export const webhookEventOf: Partial<Record<DomainEventType, WebhookEventType>> = {
  row_created: 'rows.created',
  row_updated: 'rows.updated',
  row_deleted: 'rows.deleted',
  field_created: 'field.created',
  field_updated: 'field.updated',
  field_deleted: 'field.deleted',
  view_created: 'view.created',
  view_updated: 'view.updated',
  view_deleted: 'view.deleted',
};

/** What a payload is built with: the webhook's naming and the table's fields as the change left them. */
export interface PayloadContext {
  useUserFieldNames: boolean;
  fields: readonly FieldRecord[];
}

/** How one event type's events of a change become call bodies (each one call), and whether an event config lets them fire. */
interface ChangePayload {
  /** The bodies after the common keys, in order; each is one call. */
  bodies(events: readonly TableEvent[], context: PayloadContext): Record<string, unknown>[];
  /** Whether a webhook listening with this config hears these events (default: yes). */
  fires?(events: readonly TableEvent[], config: WebhookEventConfig): boolean;
}

/**
 * Rows per call: a batch write (at most 200 rows) is one call; a larger change (a restore from the
 * trash, an undone paste) is several, with the same event id and a `batch_id`, as the reference pages them.
 */
export const rowsPerCall = 200;

function inCalls<T>(items: readonly T[], body: (part: readonly T[]) => Record<string, unknown>): Record<string, unknown>[] {
  if (items.length <= rowsPerCall) return [body(items)];
  const calls: Record<string, unknown>[] = [];
  for (let start = 0; start < items.length; start += rowsPerCall) calls.push({ ...body(items.slice(start, start + rowsPerCall)), batch_id: calls.length + 1 });
  return calls;
}

type Of<T extends TableEvent['type']> = Extract<TableEvent, { type: T }>;
const only = <T extends TableEvent['type']>(events: readonly TableEvent[], type: T) => events.filter((event): event is Of<T> => event.type === type);

// The fields whose values differ before and after, in any of the rows.
function changedFieldIds(events: readonly Of<'row_updated'>[]): Set<number> {
  const changed = new Set<number>();
  for (const { row, before } of events) {
    for (const key of Object.keys(row)) {
      if (!key.startsWith('field_')) continue;
      const cell = key as `field_${number}`;
      if (before === undefined || JSON.stringify(before[cell]) !== JSON.stringify(row[cell])) changed.add(Number(key.slice(6)));
    }
  }
  return changed;
}

/** The reference's payload per event type (its rows/fields/views webhook_event_types.py), complete over the event types. */
export const changePayloads: Record<WebhookEventType, ChangePayload> = {
  'rows.created': {
    bodies: (events, context) => inCalls(only(events, 'row_created'), (part) => ({ items: rowsForWebhook(part.map((event) => event.row), context.fields, context.useUserFieldNames) })),
  },
  'rows.updated': {
    bodies: (events, context) =>
      inCalls(only(events, 'row_updated'), (part) => ({
        items: rowsForWebhook(part.map((event) => event.row), context.fields, context.useUserFieldNames),
        old_items: rowsForWebhook(part.map((event): Row => event.before ?? event.row), context.fields, context.useUserFieldNames),
      })),
    // Narrowed to some fields: only when one of them changed (the reference's updated_field_ids).
    fires: (events, config) => {
      if (!config.fields?.length) return true;
      const changed = changedFieldIds(only(events, 'row_updated'));
      return config.fields.some((id) => changed.has(id));
    },
  },
  'rows.deleted': {
    bodies: (events) => inCalls(only(events, 'row_deleted'), (part) => ({ row_ids: part.map((event) => event.rowId) })),
  },
  'field.created': { bodies: (events) => only(events, 'field_created').map((event) => ({ field: event.field, related_fields: [] })) },
  'field.updated': { bodies: (events) => only(events, 'field_updated').map((event) => ({ field: event.field, related_fields: [] })) },
  'field.deleted': { bodies: (events) => only(events, 'field_deleted').map((event) => ({ field_id: event.fieldId, related_fields: [] })) },
  'view.created': { bodies: (events) => only(events, 'view_created').map((event) => ({ view: event.view })) },
  'view.updated': { bodies: (events) => only(events, 'view_updated').map((event) => ({ view: event.view })) },
  'view.deleted': { bodies: (events) => only(events, 'view_deleted').map((event) => ({ view_id: event.viewId })) },
};
