import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmptyCell } from './empty/empty-filter.js';
import { parseDecimalText } from '../fields/number/decimal-text.js';
import { compareDecimals, filterDecimal } from './number-compare/decimal-order.js';
import { filterTypes } from './registry.js';
import type { FilterField } from './filter-type.js';

// Cells the shared truth table (filter-cases.ts) cannot express, as the grid meets them.

const text: FilterField = { type: 'text', options: {} };
const number: FilterField = { type: 'number', options: { number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true } };
const boolean: FilterField = { type: 'boolean', options: {} };
const files: FilterField = { type: 'file', options: {} };
const fruit: FilterField = { type: 'single_select', options: { select_options: [] } };

describe('contains on cells the API leaves out', () => {
  it('never matches an undefined cell, and contains_not always does', () => {
    expect(filterTypes.contains.matches(undefined, 'a', text)).toBe(false);
    expect(filterTypes.contains_not.matches(undefined, 'a', text)).toBe(true);
  });

  it('matches numbers only with a number as value', () => {
    expect(filterTypes.contains.matches('10.50', '10.', number)).toBe(true);
    expect(filterTypes.contains.matches('10.50', '-', number)).toBe(false);
    expect(filterTypes.contains_not.matches('10.50', '-', number)).toBe(true);
    expect(filterTypes.contains.matches('-5.00', '-', number)).toBe(false);
    expect(filterTypes.contains.matches('10.50', '.', number)).toBe(false);
  });
});

describe('empty cells', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [false, true],
    [[], true],
    [[1], false],
    [0, false],
    [' ', false],
    ['0', false],
  ])('%j is empty: %s', (cell, empty) => {
    expect(isEmptyCell(cell)).toBe(empty);
    expect(filterTypes.not_empty.matches(cell, null, text)).toBe(!empty);
  });
});

describe('numbers compared by value, never as floats', () => {
  it.each([
    ['1.50', '1.5', 0],
    ['-0.00', '0', 0],
    ['10', '9.99', 1],
    ['-10', '-9.99', -1],
    ['-0.01', '0', -1],
    ['99999999999999999999999999999999999999999999999999.01', '99999999999999999999999999999999999999999999999999.001', 1],
  ])('%s against %s → %i', (left, right, order) => {
    expect(compareDecimals(parseDecimalText(left)!, parseDecimalText(right)!)).toBe(order);
    expect(compareDecimals(parseDecimalText(right)!, parseDecimalText(left)!)).toBe(-order || 0);
  });

  it('orders any two short decimals as their numeric values do', () => {
    const decimal = fc.tuple(fc.boolean(), fc.stringMatching(/^\d{0,4}$/), fc.stringMatching(/^\d{0,4}$/)).map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole || '0'}.${fraction}`);
    fc.assert(
      fc.property(decimal, decimal, (left, right) => {
        expect(compareDecimals(parseDecimalText(left)!, parseDecimalText(right)!), `${left} against ${right}`).toBe(Math.sign(Number(left) - Number(right)) || 0);
      }),
      { numRuns: 2000 },
    );
    expect(compareDecimals(parseDecimalText('-1.5')!, parseDecimalText('-1.50')!)).toBe(0);
  });

  it('gives SQL plain decimal text', () => {
    expect(['+007.50', '-.5', '-0', '3.'].map(filterDecimal)).toEqual(['7.5', '-0.5', '0', '3']);
    expect(filterDecimal('1e3')).toBeNull();
  });
});

describe('cells only the browser holds', () => {
  it('match a single select by the id a choice holds before the server answers', () => {
    expect(filterTypes.single_select_equal.matches(4, '4', fruit)).toBe(true);
    expect(filterTypes.single_select_not_equal.matches(undefined, '4', fruit)).toBe(true);
  });

  it('match a file a write names by its stored name until it has a visible one', () => {
    expect(filterTypes.filename_contains.matches([{ name: 'abc.png' }], 'ABC', files)).toBe(true);
    expect(filterTypes.filename_contains.matches(null, 'abc', files)).toBe(false);
  });

  it('read a missing checkbox as unticked, for equal and boolean alike', () => {
    expect(filterTypes.equal.matches(null, false, boolean)).toBe(true);
    expect(filterTypes.boolean.matches(undefined, false, boolean)).toBe(true);
    expect(filterTypes.boolean.matches(undefined, true, boolean)).toBe(false);
  });
});
