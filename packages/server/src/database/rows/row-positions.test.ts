import { describe, expect, it } from 'vitest';
import { anonymousOrigin } from '../../events/domain-events.js';
import { InProcessEventBus } from '../../events/in-process-event-bus.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import { RowPositions, type RowPosition } from './row-positions.js';
import { sortedConditionPrefix } from './sorted-keyset.js';
import { TableDependents } from './table-dependents.js';

// Where rows sit in a table's orders, remembered from windows read: a window starts from the nearest
// one outside it, and a change forgets exactly the positions it can shift. A position kept too long
// would make a window start at the wrong row; these are the rules that prevent it.

/** A change of a table's rows or fields, as published with its table. */
type TableChange = { type: string } & Record<string, unknown>;

const at = (position: number, count?: number): RowPosition => ({ position, key: { order: `${position}.00000000000000000000`, id: 1_000 + position }, count });
const row = { id: 1, order: '1.00000000000000000000' };
const filtered = 'filter:amount>0';
const sorted = `${sortedConditionPrefix}12a`;

function positionsWith(known: Record<string, number[]>, tableId = 1, bus = new InProcessEventBus(), dependents?: TableDependents) {
  const positions = new RowPositions(bus, dependents);
  for (const [condition, list] of Object.entries(known)) for (const position of list) positions.remember(tableId, condition, positions.version(tableId), at(position));
  /** The positions kept for a condition, in order. */
  const kept = (condition: string, table = tableId) => {
    const found = new Set<number>();
    for (let position = 0; position <= 2_000; position += 1) {
      const before = positions.around(table, condition, { start: position, end: position }, 0).before;
      if (before) found.add(before.position);
    }
    return [...found];
  };
  const publish = (event: TableChange, table = tableId) => bus.publish({ ...event, groupId: 1, tableId: table, origin: anonymousOrigin } as never);
  return { positions, kept, publish };
}

describe('remembered row positions', () => {
  it('give the nearest at or before a window and at or after it, never one inside it', () => {
    const { positions } = positionsWith({ '': [10, 40, 55, 70, 120] });
    const around = positions.around(1, '', { start: 50, end: 100 }, 0);
    expect([around.before?.position, around.after?.position]).toEqual([40, 120]);
    expect(positions.around(1, '', { start: 40, end: 70 }, 0)).toMatchObject({ before: { position: 40 }, after: { position: 70 } });
    expect(positions.around(1, '', { start: 5, end: 9 }, 0)).toEqual({ before: null, after: at(10) });
    expect(positions.around(1, 'other', { start: 5, end: 9 }, 0)).toEqual({ before: null, after: null });
    // Whatever order they were seen in: the farther row after the window was seen first here.
    const seenOutOfOrder = positionsWith({ '': [120, 70, 10, 55, 40] }).positions;
    expect(seenOutOfOrder.around(1, '', { start: 50, end: 60 }, 0)).toMatchObject({ before: { position: 40 }, after: { position: 70 } });
  });

  it('placed from the end hold only while the count is the one they were placed with', () => {
    const { positions } = positionsWith({});
    positions.remember(1, '', 0, at(30, 100));
    positions.remember(1, '', 0, at(20));
    expect(positions.around(1, '', { start: 35, end: 40 }, 100).before?.position).toBe(30);
    expect(positions.around(1, '', { start: 35, end: 40 }, 101).before?.position).toBe(20);
  });

  it('are not kept from a read that a change overtook', () => {
    const { positions, kept, publish } = positionsWith({});
    const version = positions.version(1);
    publish({ type: 'row_deleted', rowId: 5 });
    positions.remember(1, '', version, at(30));
    expect(kept('')).toEqual([]);
    positions.remember(1, '', positions.version(1), at(30));
    expect(kept('')).toEqual([30]);
  });

  it('keep the newest 1,024 of a condition, a position read again becoming the newest', () => {
    const { positions, kept } = positionsWith({ '': Array.from({ length: 1_024 }, (_, index) => index) });
    positions.remember(1, '', 0, at(0));
    positions.remember(1, '', 0, at(1_500));
    const after = kept('');
    expect(after).toHaveLength(1_024);
    expect(after).toContain(0);
    expect(after).not.toContain(1);
    expect(after).toContain(1_500);
  });

  it('keep the 16 newest conditions of a table and the 64 newest tables', () => {
    const conditions = Array.from({ length: 17 }, (_, index) => `filter ${index}`);
    const { positions, kept } = positionsWith(Object.fromEntries(conditions.map((condition) => [condition, [5]])));
    expect(kept('filter 0')).toEqual([]);
    expect(kept('filter 1')).toEqual([5]);
    for (let table = 2; table <= 65; table += 1) positions.remember(table, '', 0, at(7));
    expect(kept('filter 16')).toEqual([]);
    expect(kept('', 2)).toEqual([7]);
    expect(kept('', 65)).toEqual([7]);
  });

  it('are forgotten with the changes that shift them, and kept through those that do not', () => {
    const known = { '': [10, 20], [filtered]: [3], [sorted]: [8] };
    const cases: Array<[string, TableChange, string[]]> = [
      ['a row deleted shifts every position', { type: 'row_deleted', rowId: 5 }, []],
      ['a row created before another shifts every position', { type: 'row_created', row, beforeRowId: 4 }, []],
      ['a row created at the end lands anywhere in a sorted order only', { type: 'row_created', row, beforeRowId: null }, ['', filtered]],
      ['an edit moves rows among filtered and sorted ones', { type: 'row_updated', row }, ['']],
      ['a field changed moves them too', { type: 'field_updated', field: { id: 12 } }, ['']],
      ['a field deleted moves them too', { type: 'field_deleted', fieldId: 12 }, ['']],
      ['a view changed moves none', { type: 'view_deleted', viewId: 3 }, ['', filtered, sorted]],
    ];
    for (const [name, event, left] of cases) {
      const { kept, publish } = positionsWith(known);
      publish(event, 2);
      expect([kept(''), kept(filtered), kept(sorted)].map((list) => list.length > 0), `${name}, another table`).toEqual([true, true, true]);
      publish(event);
      expect(['', filtered, sorted].filter((condition) => kept(condition).length > 0), name).toEqual(left);
    }
  });

  it('of a table filtered by a link are forgotten with the linked table’s row changes, its unfiltered ones kept', () => {
    const dependents = new TableDependents();
    const link = { id: 40, table_id: 1, name: 'Link', order: 1, type: 'link_row', primary: false, options: { link_row_table: 2 } } as FieldRecord;
    dependents.noteQuery(1, { filter: { type: 'AND', conditions: [{ field: link, type: 'empty', value: '' }] } });
    for (const event of [{ type: 'row_deleted', rowId: 5 }, { type: 'row_updated', row }] as TableChange[]) {
      const { kept, publish } = positionsWith({ '': [10], [filtered]: [3] }, 1, new InProcessEventBus(), dependents);
      publish(event, 2);
      expect([kept(''), kept(filtered)], event.type).toEqual([[10], []]);
    }
    // A row added at the end of the linked table changes no link.
    const { kept, publish } = positionsWith({ '': [10], [filtered]: [3] }, 1, new InProcessEventBus(), dependents);
    publish({ type: 'row_created', row, beforeRowId: null }, 2);
    expect([kept(''), kept(filtered)]).toEqual([[10], [3]]);
  });
});
