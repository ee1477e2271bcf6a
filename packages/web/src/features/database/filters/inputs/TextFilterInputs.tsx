import { filterTypes, numericFieldTypes, type NumericFieldType } from '@cellar/core';
import { optionsOf } from '../../fields/fieldValues';
import { FilterValueInput } from '../FilterValueInput';
import type { FilterInputProps } from './filterInputProps';

/** A text value, sent as typed. */
export function TextFilterInput({ field: _field, ...props }: FilterInputProps) {
  return <FilterValueInput {...props} />;
}

interface NumericHint {
  message: string;
  placeholder: string;
  inputMode?: 'decimal' | 'numeric';
}
const numberHint: NumericHint = { message: 'Enter a decimal number', placeholder: 'Enter a number…', inputMode: 'decimal' };
// What the number filters take from a numeric type, said when a value is not one; a type without its own reads as a number.
const numericHints: Partial<Record<NumericFieldType, NumericHint>> = {
  rating: { message: 'Enter a whole number', placeholder: 'Enter a rating…', inputMode: 'numeric' },
  duration: { message: 'Enter a duration such as 1:30', placeholder: 'Enter a duration…' },
  autonumber: { message: 'Enter a whole number', placeholder: 'Enter a number…', inputMode: 'numeric' },
};

/** A number value (spec §9: a decimal, or nothing yet), read as the number filters read it for the field: a whole rating, a duration as seconds or "1:30". */
export function NumberFilterInput({ field, ...props }: FilterInputProps) {
  const hint = (field && numericHints[field.type as NumericFieldType]) ?? numberHint;
  // A field the number filters do not take (a stale filter) is read as a number, never by a reading it lacks.
  const numeric = field && (numericFieldTypes as readonly string[]).includes(field.type);
  const filterField = numeric ? { type: field.type, options: optionsOf(field) as Record<string, unknown> } : { type: 'number' as const, options: {} };
  const validate = (text: string) => (text.trim() === '' || !filterTypes.higher_than.parseValue(text, filterField).ignored ? null : hint.message);
  return <FilterValueInput {...props} validate={validate} inputMode={hint.inputMode} placeholder={hint.placeholder} />;
}

// The date filters' own reading of a value decides: what they would ignore is no date.
const dateOrEmpty = (text: string) => (text.trim() === '' || !filterTypes.date_equal.parseValue(text, { type: 'date', options: {} }).ignored ? null : 'Enter a date as YYYY-MM-DD');

/** A date value in ISO form (spec §9: a valid date or empty). */
export function DateFilterInput({ field: _field, ...props }: FilterInputProps) {
  return <FilterValueInput {...props} validate={dateOrEmpty} placeholder="YYYY-MM-DD" />;
}
