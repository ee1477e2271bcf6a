import { describe, expect, it } from 'vitest';
import { fieldTypeNames } from '../fields/field-type.js';
import { filterCases } from './filter-cases.js';
import { filterTypeNames } from './filter-type.js';
import { filterTypes, isFilterTypeName } from './registry.js';

describe('filter types in the browser', () => {
  it('has cases for every filter type', () => {
    for (const name of filterTypeNames) expect(filterCases.some((entry) => entry.filter === name)).toBe(true);
  });

  it.each(filterCases.map((entry) => [entry.filter, entry.field.type, JSON.stringify(entry.value), JSON.stringify(entry.cell), entry.expected, entry] as const))(
    '%s on %s with %s against %s → %s',
    (_filter, _type, _value, _cell, expected, entry) => {
      const filter = filterTypes[entry.filter];
      expect(filter.compatibleFieldTypes).toContain(entry.field.type);
      const parsed = filter.parseValue(entry.value, entry.field, entry.now === undefined ? undefined : new Date(entry.now));
      if (expected === 'ignored') return expect(parsed.ignored).toBe(true);
      expect(parsed.ignored).toBe(false);
      if (!parsed.ignored) expect(filter.matches(entry.cell, parsed.value, entry.field)).toBe(expected);
    },
  );

  it('knows its names and no others', () => {
    expect(isFilterTypeName('contains')).toBe(true);
    expect(isFilterTypeName('toString')).toBe(false);
    expect(filterTypes.empty.compatibleFieldTypes).toEqual(fieldTypeNames);
    expect(filterTypes.contains.compatibleFieldTypes).not.toContain('boolean');
  });
});
