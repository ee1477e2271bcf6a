import type { ValidationDetail } from '../../errors/error-codes.js';
import { validationMessages as m } from '../../validation/messages.js';
import { pythonTypeName } from '../../validation/python-type-name.js';
import { cellError, type CellParseResult } from '../field-type.js';
import { selectOptionLimits, type SelectOption } from '../single-select/select-options.js';
import { storedMultipleOptionsOf, type MultipleSelectOptions } from './multiple-select-options.js';
import { splitOptionValues } from './option-list-text.js';

/**
 * Cellar's bound on the ids one cell body may list: a field has at most this many options, so a
 * longer list only repeats ids. The reference sets none; without one, 10,000 ids cost a lookup each.
 */
export const maxIdsPerCell = selectOptionLimits.maxOptions;

// Python's repr of a list of ids and names, as the reference's messages print them.
function pythonList(values: readonly (number | string)[]): string {
  return `[${values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', ')}]`;
}

function notOptions(values: (number | string)[]): { ok: false; error: { error: string; code: string } } {
  const message =
    values.length === 1
      ? `The provided select option value '${String(values[0])}' is not a valid select option.`
      : `The provided select option values ${pythonList(values)} are not valid select options.`;
  return cellError(message, 'invalid_option');
}

// Each item as the reference's serializer reads it: an integer or a string; null passes it and is refused after.
function itemError(item: unknown): { error: string; code: string } | null {
  if (typeof item === 'string' || item === null || (typeof item === 'number' && Number.isInteger(item))) return null;
  if (typeof item === 'boolean') return { error: m.invalidInteger, code: 'invalid' };
  return { error: 'The provided value should be a valid integer or string', code: 'invalid' };
}

/**
 * A multiple select cell from the API (the reference's current rules): a list of option ids or
 * option values (the first option with exactly that value), or one text of comma-separated values.
 * Ids of another field's options, unknown ids and unknown values are refused together, ids
 * first; a repeated option counts once, in its first place. Null reads as no options.
 */
export function parseMultipleSelectCell(input: unknown, options: MultipleSelectOptions): CellParseResult<number[]> {
  if (input === null || input === undefined) return { ok: true, value: [] };
  const items = typeof input === 'string' ? splitOptionValues(input) : input;
  if (!Array.isArray(items)) return cellError(m.notAList(pythonTypeName(input)), 'not_a_list');
  const detail: ValidationDetail = {};
  items.forEach((item, index) => {
    const error = itemError(item);
    if (error) detail[String(index)] = [error];
  });
  const first = Object.values(detail)[0];
  if (first) return { ok: false, error: (first as { error: string; code: string }[])[0]!, detail };
  if (items.length > maxIdsPerCell) return cellError(m.maxItems(maxIdsPerCell), 'max_length');
  if (items.includes(null)) return cellError("The provided value '[None]' is not a valid integer or string.", 'invalid_value');
  const stored = storedMultipleOptionsOf(options);
  const ids = new Set(stored.map((option) => option.id));
  const unknownIds = [...new Set(items.filter((item): item is number => typeof item === 'number' && !ids.has(item)))].sort((a, b) => a - b);
  if (unknownIds.length > 0) return notOptions(unknownIds);
  const byValue = new Map<string, SelectOption>();
  for (const option of stored) if (!byValue.has(option.value)) byValue.set(option.value, option);
  const unknownValues = [...new Set(items.filter((item): item is string => typeof item === 'string' && !byValue.has(item)))].sort();
  if (unknownValues.length > 0) return notOptions(unknownValues);
  const chosen = items.map((item) => (typeof item === 'number' ? item : (byValue.get(item as string) as SelectOption).id));
  return { ok: true, value: [...new Set(chosen)] };
}
