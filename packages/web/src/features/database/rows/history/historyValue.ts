import type { Field, RowHistoryEntry } from '@cellar/core';
import { cellText } from '../../fields/fieldValues';

/** One field's change in a history entry, ready to show: the field's name today, and both values as text. */
export interface FieldChange {
  key: string;
  name: string;
  before: string;
  after: string;
}

/**
 * The fields an entry changed, in the table's column order: named as they are called now, their
 * values shown as the grid shows them, by the type they had when changed (a field since converted or
 * deleted still reads as it was). A value no type can show falls back to its plain text.
 */
export function fieldChanges(entry: RowHistoryEntry, fields: readonly Field[]): FieldChange[] {
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  const position = (key: string) => {
    const index = fields.findIndex((field) => `field_${field.id}` === key);
    return index === -1 ? fields.length : index;
  };
  return keys
    .sort((a, b) => position(a) - position(b))
    .map((key) => {
      const id = Number(key.replace(/^field_/, ''));
      const current = fields.find((field) => field.id === id);
      const type = entry.fields_metadata[key]?.type ?? current?.type;
      const asThen = current && current.type === type ? current : ({ ...(current ?? { table_id: 0, order: 0, primary: false }), id, name: current?.name ?? '', type } as Field);
      return { key, name: current?.name ?? 'Deleted field', before: valueText(asThen, entry.before[key]), after: valueText(asThen, entry.after[key]) };
    });
}

function valueText(field: Field, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return cellText(field, value);
  } catch {
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
}
