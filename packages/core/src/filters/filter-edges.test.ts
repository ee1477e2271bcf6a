import { describe, expect, it } from 'vitest';
import { isEmptyCell } from './empty/empty-filter.js';
import { filterTypes } from './registry.js';
import type { FilterField } from './filter-type.js';

// Cells the shared truth table (filter-cases.ts) cannot express, as the grid meets them.

const text: FilterField = { type: 'text', options: {} };
const number: FilterField = { type: 'number', options: { number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true } };

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
