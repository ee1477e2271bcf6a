import type { FieldTypeName } from '../fields/field-type.js';
import { parseDecimalText } from '../fields/number/decimal-text.js';
import { fieldTypes } from '../fields/registry.js';

// Types the grid's search passes over (contract §10.3 searches cells as text; a checkbox or a link has none of its own).
const unsearchedTypes: ReadonlySet<FieldTypeName> = new Set(['boolean', 'link_row']);

/**
 * Whether a cell matches the grid's search: its text, as the cell shows it, contains the term,
 * ignoring case (`options`: the field's parsed type options). A number is searched only for a term that is itself a number, as the server does.
 * The grid marks the cells this says match among the rows the server's search returned.
 */
export function cellMatchesSearch(type: FieldTypeName, options: object, value: unknown, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  if (wanted === '' || unsearchedTypes.has(type) || value === null || value === undefined) return false;
  if (type === 'number' && parseDecimalText(wanted) === null) return false;
  return fieldTypes[type].toText(value, options).toLowerCase().includes(wanted);
}
