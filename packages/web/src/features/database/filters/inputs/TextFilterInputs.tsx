import { filterTypes, type NumericFieldType } from '@cellar/core';
import { optionsOf } from '../../fields/fieldValues';
import { FilterValueInput } from '../FilterValueInput';
import type { FilterInputProps } from './filterInputProps';

/** A text value, sent as typed. */
export function TextFilterInput({ field: _field, ...props }: FilterInputProps) {
  return <FilterValueInput {...props} />;
}

// What the number filters take from each numeric type, said when a value is not one; complete over core's numeric types.
const numericHints: { readonly [K in NumericFieldType]: { message: string; placeholder: string; inputMode?: 'decimal' | 'numeric' } } = {
  number: { message: 'Enter a decimal number', placeholder: 'Enter a number…', inputMode: 'decimal' },
  rating: { message: 'Enter a whole number', placeholder: 'Enter a rating…', inputMode: 'numeric' },
  duration: { message: 'Enter a duration such as 1:30', placeholder: 'Enter a duration…' },
};

/** A number value (spec §9: a decimal, or nothing yet), read as the number filters read it for the field: a whole rating, a duration as seconds or "1:30". */
export function NumberFilterInput({ field, ...props }: FilterInputProps) {
  const type = (field && field.type in numericHints ? field.type : 'number') as NumericFieldType;
  const filterField = { type, options: field ? (optionsOf(field) as Record<string, unknown>) : {} };
  const validate = (text: string) => (text.trim() === '' || !filterTypes.higher_than.parseValue(text, filterField).ignored ? null : numericHints[type].message);
  return <FilterValueInput {...props} validate={validate} inputMode={numericHints[type].inputMode} placeholder={numericHints[type].placeholder} />;
}

// The date filters' own reading of a value decides: what they would ignore is no date.
const dateOrEmpty = (text: string) => (text.trim() === '' || !filterTypes.date_equal.parseValue(text, { type: 'date', options: {} }).ignored ? null : 'Enter a date as YYYY-MM-DD');

/** A date value in ISO form (spec §9: a valid date or empty). */
export function DateFilterInput({ field: _field, ...props }: FilterInputProps) {
  return <FilterValueInput {...props} validate={dateOrEmpty} placeholder="YYYY-MM-DD" />;
}
