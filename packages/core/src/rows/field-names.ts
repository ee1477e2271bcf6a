import type { Row } from '../fields/field-types.js';

/**
 * How a rows request names fields: by `field_<id>` (the default), or by the fields' own names
 * when it sends `user_field_names` (the reference's current rows API, which n8n's and Make's
 * Baserow integrations use). The one place names and ids are mapped, for bodies, answers and queries.
 */
export interface FieldNames {
  /** Whether fields go by their own names (else by `field_<id>`). */
  readonly byName: boolean;
  /** The id of the field a name names; of two fields sharing a name, the later one (as the reference's name maps do). */
  idOf(name: string): number | undefined;
  /** The key a field's cell has in bodies, answers and validation errors. */
  keyOf(field: NamedField): string;
}

/** What naming needs of a field. */
export interface NamedField {
  id: number;
  name: string;
}

/** The default naming: `field_<id>`. */
export const fieldIdKeys: FieldNames = {
  byName: false,
  idOf: (name) => {
    const match = /^field_(\d+)$/.exec(name);
    return match ? Number(match[1]) : undefined;
  },
  keyOf: (field) => `field_${field.id}`,
};

/** Naming by the fields' own names, for a table's fields in their order. */
export function fieldNameKeys(fields: readonly NamedField[]): FieldNames {
  const ids = new Map(fields.map((field) => [field.name, field.id]));
  return { byName: true, idOf: (name) => ids.get(name), keyOf: (field) => field.name };
}

/** Reads `user_field_names` as the reference does: absent is off; empty, or y/yes/t/true/on/1 in any case, is on. */
export function userFieldNamesParam(text: string | undefined): boolean {
  if (text === undefined) return false;
  return ['', 'y', 'yes', 't', 'true', 'on', '1'].includes(text.trim().toLowerCase());
}

/** The naming a request asks for with its `user_field_names` parameter. */
export function fieldNamesFor(userFieldNames: string | undefined, fields: readonly NamedField[]): FieldNames {
  return userFieldNamesParam(userFieldNames) ? fieldNameKeys(fields) : fieldIdKeys;
}

/**
 * Splits a list of field names as the reference's csv reader does: `"` quotes an item that holds
 * commas (`""` inside is one quote), and `\` takes the next character as it is, so
 * `A,"B , C",D` is A | B , C | D and `A,\"B,C\,D` is A | "B | C,D. Spaces are kept; empty text is no item.
 */
export function splitCommaSeparated(text: string): string[] {
  if (text === '') return [];
  const items: string[] = [];
  let item = '';
  let quoted = false;
  let started = false;
  // Right after a closing quote the reader takes any character but a quote or a comma as it is.
  let closed = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    const next = text[index + 1];
    const wasClosed = closed;
    closed = false;
    if (wasClosed && char !== ',') {
      item += char;
    } else if (char === '\\') {
      // A final backslash stands for the line end the reader would have escaped.
      item += next ?? '\n';
      index += 1;
      started = true;
    } else if (quoted && char === '"' && next === '"') {
      item += '"';
      index += 1;
    } else if (quoted) {
      if (char === '"') [quoted, closed] = [false, true];
      else item += char;
    } else if (char === ',') {
      items.push(item);
      item = '';
      started = false;
    } else {
      // A quote opens a quoted item only as its first character; elsewhere it is text.
      if (char === '"' && !started) quoted = true;
      else item += char;
      started = true;
    }
  }
  items.push(item);
  return items;
}

/**
 * A row with its cells under the naming's keys; `id` and `order` keep theirs over a field so named.
 * Typed as a Row, whose cell keys describe the default naming: only the rows API's answer uses it.
 */
export function rowWithKeys(row: Row, fields: readonly NamedField[], names: FieldNames): Row {
  if (!names.byName) return row;
  // Entries, not assignments: a field may be named `__proto__`. A later field of the same name overwrites an earlier one.
  const cells = fields.flatMap((field) => {
    const key = `field_${field.id}`;
    return Object.hasOwn(row, key) ? [[names.keyOf(field), row[key as `field_${number}`]] as const] : [];
  });
  return { ...Object.fromEntries(cells), id: row.id, order: row.order } as Row;
}
