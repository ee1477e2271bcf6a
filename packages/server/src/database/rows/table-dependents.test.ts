import { describe, expect, it } from 'vitest';
import type { FieldRecord } from '../fields/fields.repo.js';
import type { ResolvedRowQuery } from './resolve-row-query.js';
import { TableDependents } from './table-dependents.js';

// Which tables' remembered filtered reads a change of another table makes stale: a link filter
// makes the filtered table depend on the table it links to, and the bookkeeping stays bounded.

const field = (id: number, type: FieldRecord['type'], options: Record<string, unknown> = {}): FieldRecord =>
  ({ id, table_id: 1, name: `F${id}`, order: id, type, primary: false, options });

function filteredBy(...fields: FieldRecord[]): Pick<ResolvedRowQuery, 'filter'> {
  return { filter: { type: 'AND', conditions: fields.map((filtered) => ({ field: filtered, type: 'empty', value: '' })) } };
}

describe('TableDependents', () => {
  it('makes a table filtered by a link depend on the linked table only', () => {
    const dependents = new TableDependents();
    dependents.noteQuery(1, filteredBy(field(10, 'link_row', { link_row_table: 2 }), field(11, 'text'), field(12, 'link_row', { link_row_table: null })));
    dependents.noteQuery(3, filteredBy(field(13, 'link_row', { link_row_table: 2 })));
    expect(dependents.of(2)).toEqual([1, 3]);
    expect(dependents.of(1)).toEqual([]);
  });

  it('does not make a table filtered by a link to itself its own dependent', () => {
    const dependents = new TableDependents();
    dependents.noteQuery(4, filteredBy(field(14, 'link_row', { link_row_table: 4 })));
    expect(dependents.of(4)).toEqual([]);
  });

  it('remembers the 256 linked tables noted last, forgetting the one noted longest ago', () => {
    const dependents = new TableDependents();
    for (let linked = 1000; linked < 1257; linked += 1) {
      dependents.noteQuery(1, filteredBy(field(linked, 'link_row', { link_row_table: linked })));
      // Noting table 1000 again keeps it among the recent ones.
      if (linked === 1100) dependents.noteQuery(1, filteredBy(field(1000, 'link_row', { link_row_table: 1000 })));
    }
    expect(dependents.of(1000)).toEqual([1]);
    expect(dependents.of(1001)).toEqual([]);
    expect(dependents.of(1002)).toEqual([1]);
    expect(dependents.of(1256)).toEqual([1]);
  });
});
