import { describe, expect, it } from 'vitest';
import { rowMatchesFilters, type FilterRules } from './row-matches.js';

const fields = [
  { id: 1, type: 'text' as const },
  { id: 2, type: 'number' as const, number_type: 'INTEGER' },
  { id: 3, type: 'boolean' as const },
];
const row = { id: 7, order: '1', field_1: 'Bolts', field_2: '20', field_3: true };
const rules = (filter_type: 'AND' | 'OR', filters: FilterRules['filters'], filters_disabled = false): FilterRules => ({ filter_type, filters_disabled, filters });

describe('whether an edited row is still in its view', () => {
  it('combines the filters with AND or OR, as the view says', () => {
    const bolts = { field: 1, type: 'contains', value: 'bol' };
    const big = { field: 2, type: 'higher_than', value: '50' };
    expect(rowMatchesFilters(row, rules('AND', [bolts]), fields)).toBe(true);
    expect(rowMatchesFilters(row, rules('AND', [bolts, big]), fields)).toBe(false);
    expect(rowMatchesFilters(row, rules('OR', [bolts, big]), fields)).toBe(true);
    expect(rowMatchesFilters({ ...row, field_1: 'Nuts' }, rules('OR', [bolts, big]), fields)).toBe(false);
  });

  it('lets every row in when the filters are off, or none of them counts', () => {
    const none = { field: 1, type: 'equal', value: 'nothing like it' };
    expect(rowMatchesFilters(row, rules('AND', [none], true), fields)).toBe(true);
    expect(rowMatchesFilters(row, rules('AND', []), fields)).toBe(true);
    // An empty value is ignored; so is a filter on a field that is gone, or of a type the field does not take.
    expect(rowMatchesFilters(row, rules('AND', [{ field: 1, type: 'equal', value: '' }]), fields)).toBe(true);
    expect(rowMatchesFilters(row, rules('AND', [{ field: 99, type: 'empty', value: '' }]), fields)).toBe(true);
    expect(rowMatchesFilters(row, rules('AND', [{ field: 3, type: 'contains', value: 'x' }]), fields)).toBe(true);
    expect(rowMatchesFilters(row, rules('OR', [{ field: 1, type: 'equal', value: '' }, none]), fields)).toBe(false);
  });

  it('reads each filter by its type, as the server does', () => {
    expect(rowMatchesFilters(row, rules('AND', [{ field: 1, type: 'equal', value: 'bolts' }]), fields)).toBe(false);
    expect(rowMatchesFilters(row, rules('AND', [{ field: 3, type: 'boolean', value: '1' }]), fields)).toBe(true);
    expect(rowMatchesFilters({ ...row, field_2: null }, rules('AND', [{ field: 2, type: 'empty', value: '' }]), fields)).toBe(true);
  });
});
