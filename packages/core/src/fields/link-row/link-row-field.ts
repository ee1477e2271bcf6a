import type { ValidationDetail } from '../../errors/error-codes.js';
import { cellError, defineFieldType, type CellParseResult } from '../field-type.js';
import { linkRowApiDoc } from './link-row-api-doc.js';
import { linkRowFileRules } from './link-row-file.js';
import { linkRowLimits, linkRowOptions, type LinkRowOptions } from './link-row-options.js';
import { pythonTypeName } from '../../validation/python-type-name.js';
import { itemId } from './linked-ids.js';
export { linkedIds } from './linked-ids.js';
export { linkRowLimits, linkRowOptions, type LinkRowOptions } from './link-row-options.js';

/** A linked row as the API presents it: its id and its primary cell as text (contract §9.4). */
export interface LinkedRow {
  id: number;
  value: string | null;
}

/**
 * A link cell: the linked rows in row order. Between a change in the browser and the server's
 * answer it may hold bare ids, which is what is sent.
 */
export type LinkRowValue = (LinkedRow | number)[];

function itemError(item: unknown): ValidationDetail[string] | null {
  const id = itemId(item);
  if (id === null) return [{ error: 'A valid integer is required.', code: 'invalid' }];
  if (id < 0) return [{ error: 'Ensure this value is greater than or equal to 0.', code: 'min_value' }];
  return null;
}

/** Reads a link cell from a rows API body: a list of non-negative row ids, replacing the whole set (contract §9.4). */
export function parseLinkRowIds(input: unknown): CellParseResult<number[]> {
  if (input === null || input === undefined) return cellError('This field may not be null.', 'null');
  if (!Array.isArray(input)) return cellError(`Expected a list of items but got type "${pythonTypeName(input)}".`, 'not_a_list');
  if (input.length > linkRowLimits.maxLinksPerCell) {
    return cellError(`Ensure this field has no more than ${linkRowLimits.maxLinksPerCell} elements.`, 'max_length');
  }
  const detail: ValidationDetail = {};
  input.forEach((item, index) => {
    const error = itemError(item);
    if (error) detail[String(index)] = error;
  });
  const first = Object.values(detail)[0];
  if (first) return { ok: false, error: (first as { error: string; code: string }[])[0]!, detail };
  return { ok: true, value: [...new Set(input.map((item) => itemId(item)!))] };
}

/** The linked rows of a cell that carry their primary value, i.e. those the server answered. */
export function linkedRows(value: unknown): LinkedRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is LinkedRow => item !== null && typeof item === 'object' && typeof (item as LinkedRow).id === 'number');
}

// Spec §5: a copied link cell (`toClipboard`) pastes only into a link to the same table, as `{tableId, value}`.
function fromClipboard(text: string, options: LinkRowOptions): LinkRowValue {
  try {
    const parsed = JSON.parse(text) as { tableId?: unknown; value?: unknown };
    if (parsed && parsed.tableId === options.link_row_table && Array.isArray(parsed.value)) return linkedRows(parsed.value);
  } catch {
    // Anything else pastes as no links.
  }
  return [];
}

/** The text form of a link cell: the linked rows' primary values, comma separated. */
export function linkRowText(value: unknown): string {
  return linkedRows(value)
    .map((row) => row.value ?? '')
    .join(', ');
}

/**
 * Links to rows of another table (or the same one); both tables see the link, each through its
 * own field (contract §9.5). The grid's editor works with the cell as JSON text, which is what
 * `fromTyped` reads back.
 */
export const linkRowField = defineFieldType<LinkRowOptions, LinkRowValue>({
  type: 'link_row',
  label: 'Link to table',
  canBePrimary: false,
  canSort: false,
  optionsSchema: linkRowOptions,
  parseApiValue: parseLinkRowIds,
  defaultValue: () => [],
  toText: (value) => linkRowText(value),
  toClipboard: (value, options) => JSON.stringify({ tableId: options.link_row_table ?? null, value: linkedRows(value) }),
  fromPaste: fromClipboard,
  validateTyped: (text) => (text.trim() === '' || parseTyped(text) !== null ? null : 'Not a list of rows'),
  fromTyped: (text) => parseTyped(text) ?? [],
  apiDoc: linkRowApiDoc,
  databaseFile: linkRowFileRules,
});

// The editor's draft: the cell as JSON, `[{id, value}]`.
function parseTyped(text: string): LinkRowValue | null {
  if (text.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every((item) => itemId(item) !== null) ? (parsed as LinkRowValue) : null;
  } catch {
    return null;
  }
}
