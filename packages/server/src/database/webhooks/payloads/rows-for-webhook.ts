import { fieldIdKeys, fieldNameKeys, rowWithKeys, type Row, type WebhookEventType, type WebhookPayloadBase } from '@cellar/core';
import type { FieldRecord } from '../../fields/fields.repo.js';

/** What a payload names of its table: the table, its database and its group (the payload's `workspace_id`). */
export interface WebhookTable {
  id: number;
  database_id: number;
  groupId: number;
}

/** The keys every call's body starts with (the reference's WebhookEventType.get_payload). */
export function payloadBase(table: WebhookTable, webhookId: number, eventId: string, eventType: WebhookEventType): WebhookPayloadBase {
  return { table_id: table.id, database_id: table.database_id, workspace_id: table.groupId, webhook_id: webhookId, event_id: eventId, event_type: eventType };
}

/** Rows as the row API gives them: `field_<id>` keys, or the fields' own names when the webhook uses them. */
export function rowsForWebhook(rows: readonly Row[], fields: readonly FieldRecord[], useUserFieldNames: boolean): Record<string, unknown>[] {
  const names = useUserFieldNames ? fieldNameKeys(fields) : fieldIdKeys;
  return rows.map((row) => rowWithKeys(row, fields, names) as unknown as Record<string, unknown>);
}
