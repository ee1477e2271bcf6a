import { defineFilterType, readTrimmed } from '../filter-type.js';
import { selectOptionFilterFileRules } from './single-select-equal-file.js';

const integerText = /^[+-]?\d+$/;

/** A trimmed value read as an option id in canonical integer text (`+07` → `7`); ids beyond any integer column match nothing. */
function readOptionId(text: string): string | null {
  return integerText.test(text) ? BigInt(text).toString() : null;
}

// A cell holds the option in its API form, or, between a choice and the server's answer, the chosen id.
function optionIdOf(cell: unknown): string | null {
  if (typeof cell === 'number') return String(cell);
  if (cell !== null && typeof cell === 'object' && 'id' in cell) return String((cell as { id: unknown }).id);
  return null;
}

/** `single_select_equal`: the cell's option has the value as id; an empty or non-integer value is ignored. */
export const singleSelectEqualFilter = defineFilterType<string>({
  type: 'single_select_equal',
  compatibleFieldTypes: ['single_select'],
  parseValue: (raw) => readTrimmed(raw, readOptionId),
  matches: (cell, value) => optionIdOf(cell) === value,
  databaseFile: selectOptionFilterFileRules,
});

/** `single_select_not_equal`: the negation; empty cells match. */
export const singleSelectNotEqualFilter = defineFilterType<string>({
  type: 'single_select_not_equal',
  compatibleFieldTypes: ['single_select'],
  parseValue: singleSelectEqualFilter.parseValue,
  matches: (cell, value) => optionIdOf(cell) !== value,
  databaseFile: selectOptionFilterFileRules,
});
