import type { FieldTypeName } from '../../fields/field-type.js';
import { parseDecimalText } from '../../fields/number/decimal-text.js';
import { fieldTypes } from '../../fields/registry.js';
import { defineFilterType, type FilterField, type FilterValue } from '../filter-type.js';
import { isDecimalLiteral } from './decimal-literal.js';

const compatible: readonly FieldTypeName[] = ['text', 'long_text', 'url', 'email', 'phone_number', 'date', 'last_modified', 'created_on', 'single_select', 'multiple_select', 'number', 'autonumber'];

// An empty value is ignored; so is, on a number field, one the column would refuse (`abc`): the
// reference then drops the filter and every row matches (issue 31).
function trimmedValue(raw: string, field: FilterField): FilterValue<string> {
  const value = raw.trim();
  if (value === '' || (field.type === 'number' && !isDecimalLiteral(value))) return { ignored: true };
  return { ignored: false, value };
}

/**
 * Case-insensitive substring of the cell's text form: a date as the field shows it (UTC), a
 * number with its scale. A number value the column reads but that is not plain decimal text
 * (`1e5`, `NaN`) never appears in that text, so it matches nothing (contract §11.2).
 */
function containsText(cell: unknown, value: string, field: FilterField): boolean {
  if (cell === null || cell === undefined) return false;
  if (field.type === 'number' && !parseDecimalText(value)) return false;
  const text = fieldTypes[field.type].toText(cell, field.options);
  return text.toLowerCase().includes(value.toLowerCase());
}

/** `contains`: the cell's text contains the value, ignoring case; an empty value is ignored. */
export const containsFilter = defineFilterType<string>({
  type: 'contains',
  compatibleFieldTypes: compatible,
  parseValue: trimmedValue,
  matches: containsText,
});

/** `contains_not`: the negation of `contains`; empty cells match. */
export const containsNotFilter = defineFilterType<string>({
  type: 'contains_not',
  compatibleFieldTypes: compatible,
  parseValue: trimmedValue,
  matches: (cell, value, field) => !containsText(cell, value, field),
});
