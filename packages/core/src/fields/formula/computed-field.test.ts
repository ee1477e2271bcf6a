import { describe, expect, it } from 'vitest';
import { filterAppliesTo, filterFieldOf } from '../../filters/filter-field.js';
import { filterTypes } from '../../filters/registry.js';
import { rowMatchesFilters } from '../../filters/row-matches.js';
import { fieldTypes } from '../registry.js';

// A computed field (formula, lookup, rollup, count) shows, copies and filters as the stored type of
// its result, which the server answers in `formula_type` and its display options (issue 34, point 5).

const formula = fieldTypes.formula;
const options = (raw: Record<string, unknown>) => formula.optionsSchema.parse({ formula: '1', ...raw }) as Record<string, unknown>;
const number2 = options({ formula_type: 'number', number_decimal_places: 2, number_prefix: '€ ', number_separator: 'COMMA_PERIOD' });
const dateTime = options({ formula_type: 'date', date_include_time: true, date_format: 'ISO' });
const texts = options({ formula_type: 'array', array_formula_type: 'text' });
const invalid = options({ formula_type: 'invalid', error: 'unknown field' });

describe('computed field types', () => {
  it('are read only, as created_on: a body naming one is refused', () => {
    for (const type of [fieldTypes.formula, fieldTypes.lookup, fieldTypes.rollup, fieldTypes.count]) {
      expect(type.readOnly).toBe(true);
      expect(type.parseApiValue(1, {})).toMatchObject({ ok: false, error: { code: 'read_only' } });
    }
  });

  it('show a value as the stored type of their result shows it', () => {
    expect(formula.toText('1234.50', number2)).toBe('1234.50');
    expect(formula.toDisplay!('1234.50', number2)).toBe('€ 1,234.50');
    expect(formula.toText('2021-07-22T12:45:00Z', dateTime)).toBe('2021-07-22 12:45');
    expect(formula.toText(true, options({ formula_type: 'boolean' }))).toBe('true');
    expect(formula.toText([{ id: 1, value: 'Ada' }, { id: 2, value: null }, { id: 3, value: 'Grace' }], texts)).toBe('Ada, Grace');
    expect(formula.toText(null, invalid)).toBe('');
  });

  it('show a date with a time in the forced zone, as created_on does, and a date alone as it is', () => {
    const zoned = options({ formula_type: 'date', date_include_time: true, date_format: 'ISO', date_force_timezone: 'Europe/Amsterdam', date_show_tzinfo: true });
    expect(formula.toText('2021-07-22T23:45:00Z', zoned)).toBe('2021-07-23 01:45 Europe/Amsterdam');
    const day = options({ formula_type: 'date', date_include_time: false, date_format: 'ISO', date_force_timezone: 'America/New_York' });
    expect(formula.toText('2021-07-22', day)).toBe('2021-07-22');
  });

  it('keep the answered result type, so stored options read back whole', () => {
    expect(number2).toMatchObject({ formula_type: 'number', number_decimal_places: 2 });
    expect(invalid).toMatchObject({ formula_type: 'invalid', error: 'unknown field' });
  });

  it('filter as their stand-in type: a number formula takes number filters, a list only empty and not empty', () => {
    const numberFormula = { type: 'formula' as const, options: number2 };
    expect(filterFieldOf(numberFormula)).toMatchObject({ type: 'number', options: { number_type: 'DECIMAL', number_decimal_places: 2 } });
    expect(filterAppliesTo(filterTypes.higher_than, numberFormula)).toBe(true);
    expect(filterAppliesTo(filterTypes.date_is, numberFormula)).toBe(false);
    expect(filterAppliesTo(filterTypes.date_is, { type: 'formula', options: dateTime })).toBe(true);
    expect(filterAppliesTo(filterTypes.empty, { type: 'lookup', options: texts })).toBe(true);
    expect(filterAppliesTo(filterTypes.contains, { type: 'lookup', options: texts })).toBe(false);
    expect(filterAppliesTo(filterTypes.contains, { type: 'formula', options: invalid })).toBe(true);
  });

  it('match filters in the browser as the server filters them', () => {
    const field = { id: 7, type: 'formula' as const, ...number2 };
    const rules = (value: string) => ({ filter_type: 'AND' as const, filters_disabled: false, filters: [{ field: 7, type: 'higher_than', value }] });
    expect(rowMatchesFilters({ field_7: '10.50' }, rules('10'), [field])).toBe(true);
    expect(rowMatchesFilters({ field_7: '9.99' }, rules('10'), [field])).toBe(false);
  });

  it('document their cells by result type', () => {
    expect(formula.apiDoc.example(number2).response).toBe('42.50');
    expect(formula.apiDoc.responseSchema(texts)).toMatchObject({ type: 'array', items: { properties: { value: { anyOf: [{ type: 'string' }, { type: 'null' }] } } } });
    expect(formula.apiDoc.example(invalid)).toEqual({ response: null, request: undefined });
  });
});
