import type { FieldTypeName } from '../../fields/field-type.js';
import { parseDecimalText } from '../../fields/number/decimal-text.js';
import { fieldTypes } from '../../fields/registry.js';
import { defineFilterType, type FilterField, type FilterValue } from '../filter-type.js';

const compatible: readonly FieldTypeName[] = ['text', 'long_text', 'url', 'email', 'phone_number', 'date', 'single_select', 'number'];

function trimmedValue(raw: string): FilterValue<string> {
  const value = raw.trim();
  return value === '' ? { ignored: true } : { ignored: false, value };
}

/**
 * Case-insensitive substring of the cell's text form: a date as the field shows it (UTC), a
 * number with its scale; numbers only match values that are numbers themselves (contract §11.2).
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
