import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/domain-error.js';
import { parseCreateField, parseUpdateField } from './field-requests.js';

// Field create and update bodies (contract §9.1–§9.2): the name, the type and the type's options.

function detailOf(parse: () => unknown) {
  try {
    parse();
  } catch (error) {
    if (error instanceof ValidationError) return error.detail;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('field create bodies', () => {
  it('fill the type options with their defaults', () => {
    expect(parseCreateField({ name: ' Price ', type: 'number', number_negative: true })).toEqual({
      name: 'Price',
      type: 'number',
      options: { number_type: 'INTEGER', number_decimal_places: 1, number_negative: true, number_prefix: '', number_suffix: '', number_separator: '', number_percent: false },
    });
  });

  it('name an unknown type or a bad option in the reference wording', () => {
    expect(detailOf(() => parseCreateField({ name: 'Total', type: 'uuid' }))).toEqual({ type: [{ error: '"uuid" is not a valid choice.', code: 'invalid_choice' }] });
    expect(detailOf(() => parseCreateField({ name: 'Price', type: 'number', number_type: 'FLOAT' }))).toEqual({
      number_type: [{ error: '"FLOAT" is not a valid choice.', code: 'invalid_choice' }],
    });
    // A missing type reads '"undefined" is not a valid choice.' where the reference says required.
    expect(detailOf(() => parseCreateField(undefined))).toMatchObject({ name: [{ error: 'This field is required.', code: 'required' }] });
  });
});

describe('field update bodies', () => {
  it('change only the options sent while the type stays', () => {
    expect(parseUpdateField({ number_negative: true }, 'number')).toEqual({ options: { number_negative: true } });
    expect(parseUpdateField({ name: 'Renamed' }, 'number')).toEqual({ name: 'Renamed', options: {} });
  });

  it('reset the options not sent to their defaults when the type changes', () => {
    expect(parseUpdateField({ type: 'date', date_format: 'US' }, 'text')).toEqual({
      type: 'date',
      options: { date_format: 'US', date_include_time: false, date_time_format: '24' },
    });
  });

  it('check options against the target type, in the reference wording', () => {
    expect(detailOf(() => parseUpdateField({ type: 'date', date_format: 'XX' }, 'text'))).toEqual({
      date_format: [{ error: '"XX" is not a valid choice.', code: 'invalid_choice' }],
    });
    expect(detailOf(() => parseUpdateField({ date_format: 'XX' }, 'date'))).toEqual({ date_format: [{ error: '"XX" is not a valid choice.', code: 'invalid_choice' }] });
    expect(detailOf(() => parseUpdateField({ type: 'uuid' }, 'text'))).toEqual({ type: [{ error: '"uuid" is not a valid choice.', code: 'invalid_choice' }] });
    expect(parseUpdateField(null, 'text')).toEqual({ options: {} });
  });
});
