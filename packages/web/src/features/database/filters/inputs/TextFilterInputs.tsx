import { filterTypes, parseDecimalText } from '@cellar/core';
import { FilterValueInput } from '../FilterValueInput';
import type { FilterInputProps } from './filterInputProps';

/** A text value, sent as typed. */
export function TextFilterInput({ field: _field, ...props }: FilterInputProps) {
  return <FilterValueInput {...props} />;
}

const decimalOrEmpty = (text: string) => (text.trim() === '' || parseDecimalText(text) ? null : 'Enter a decimal number');

/** A number value (spec §9: it must be a decimal, or nothing yet). */
export function NumberFilterInput({ field: _field, ...props }: FilterInputProps) {
  return <FilterValueInput {...props} validate={decimalOrEmpty} inputMode="decimal" placeholder="Enter a number…" />;
}

// The date filters' own reading of a value decides: what they would ignore is no date.
const dateOrEmpty = (text: string) => (text.trim() === '' || !filterTypes.date_equal.parseValue(text, { type: 'date', options: {} }).ignored ? null : 'Enter a date as YYYY-MM-DD');

/** A date value in ISO form (spec §9: a valid date or empty). */
export function DateFilterInput({ field: _field, ...props }: FilterInputProps) {
  return <FilterValueInput {...props} validate={dateOrEmpty} placeholder="YYYY-MM-DD" />;
}
