import type { Field, ViewFilter } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import { compatibleFilterTypes, filterSeenField, typeChangeOf } from './filterUi';

const when: Field = { id: 2, table_id: 7, name: 'When', order: 2, type: 'date', primary: false, date_force_timezone: 'Europe/Amsterdam' };
const filterOf = (type: string, value = ''): ViewFilter => ({ id: 5, view: 9, field: 2, type, value });

describe('the filter types offered for a date field (issue 38)', () => {
  it('leave out the old single-step date filters, except to a filter that uses one', () => {
    expect(compatibleFilterTypes('date')).not.toContain('date_equal');
    expect(compatibleFilterTypes('date')).toContain('date_is');
    expect(compatibleFilterTypes('date', 'date_equal')).toContain('date_equal');
    expect(compatibleFilterTypes('date', 'date_equal')).not.toContain('date_not_equal');
  });
});

describe('choosing a multi-step date type', () => {
  it('comes with "today" in the field’s zone, so the filter works at once', () => {
    expect(typeChangeOf(filterOf('contains', '2021'), 'date_is', when)).toEqual({ type: 'date_is', value: 'Europe/Amsterdam??today' });
  });

  it('keeps a chosen operator within the family, and "is within" starts at the next 7 days', () => {
    expect(typeChangeOf(filterOf('date_is', 'UTC?3?nr_days_ago'), 'date_is_before', when)).toEqual({ type: 'date_is_before' });
    expect(typeChangeOf(filterOf('date_is', 'UTC??today'), 'date_is_within', when)).toEqual({ type: 'date_is_within', value: 'UTC?7?nr_days_from_now' });
  });

  it('leaves other types’ values to them', () => {
    expect(typeChangeOf(filterOf('contains', 'x'), 'contains_not', when)).toEqual({ type: 'contains_not' });
  });
});

describe('the filters of a computed field (issue 34)', () => {
  it('are those of the stored type of its result, with its options', () => {
    const total: Field = { id: 3, table_id: 7, name: 'Total', order: 3, type: 'rollup', primary: false, formula_type: 'number', number_decimal_places: 2 };
    const seen = filterSeenField(total);
    expect(seen).toMatchObject({ id: 3, name: 'Total', type: 'number', number_decimal_places: 2 });
    expect(compatibleFilterTypes(seen.type)).toEqual(compatibleFilterTypes('number'));
    expect(filterSeenField(when)).toBe(when);
  });
});
