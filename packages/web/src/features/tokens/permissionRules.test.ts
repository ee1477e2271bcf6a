import type { TokenPermissionValue } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import { databaseState, isTableGranted, operationState, toggleDatabase, toggleOperation, toggleTable, type PermissionDatabase } from './permissionRules';

// Database 1 holds tables 11 and 12, database 2 holds table 21, database 3 is empty.
const shop: PermissionDatabase = { id: 1, tables: [{ id: 11 }, { id: 12 }] };
const crm: PermissionDatabase = { id: 2, tables: [{ id: 21 }] };
const empty: PermissionDatabase = { id: 3, tables: [] };
const databases = [shop, crm, empty];

describe('operationState', () => {
  it.each<[TokenPermissionValue, string]>([
    [true, 'all'],
    [false, 'none'],
    [[], 'none'],
    [[['table', 11]], 'some'],
    [[['database', 1], ['database', 2], ['database', 3]], 'some'],
  ])('reads %j as %s', (value, state) => {
    expect(operationState(value)).toBe(state);
  });
});

describe('toggleOperation', () => {
  it('turns fully on off, and off or partly on fully on', () => {
    expect(toggleOperation(true)).toBe(false);
    expect(toggleOperation(false)).toBe(true);
    expect(toggleOperation([])).toBe(true);
    expect(toggleOperation([['table', 11]])).toBe(true);
  });
});

describe('databaseState', () => {
  it.each<[TokenPermissionValue, PermissionDatabase, string]>([
    [true, shop, 'all'],
    [false, shop, 'none'],
    [[['database', 1]], shop, 'all'],
    [[['table', 12]], shop, 'some'],
    // Every table listed one by one is still a narrower grant than the database entry.
    [[['table', 11], ['table', 12]], shop, 'some'],
    [[['table', 21], ['database', 3]], shop, 'none'],
    [[['database', 3]], empty, 'all'],
  ])('reads %j for database %j as %s', (value, database, state) => {
    expect(databaseState(value, database)).toBe(state);
  });
});

describe('isTableGranted', () => {
  it('ticks a table through true, its database entry or its own entry', () => {
    expect(isTableGranted(true, 1, 11)).toBe(true);
    expect(isTableGranted(false, 1, 11)).toBe(false);
    expect(isTableGranted([['database', 1]], 1, 12)).toBe(true);
    expect(isTableGranted([['table', 12]], 1, 12)).toBe(true);
    expect(isTableGranted([['table', 12]], 1, 11)).toBe(false);
    expect(isTableGranted([['database', 2]], 1, 11)).toBe(false);
  });
});

describe('toggleDatabase', () => {
  it('turning one database off from "all" lists the others', () => {
    expect(toggleDatabase(true, crm, databases, false)).toEqual([['database', 1], ['database', 3]]);
  });

  it('turning the last database off grants nothing', () => {
    expect(toggleDatabase([['database', 1]], shop, databases, false)).toBe(false);
    expect(toggleDatabase([['table', 11], ['table', 12]], shop, databases, false)).toBe(false);
  });

  it('turning a database on clears its table entries and adds its entry, keeping the rest', () => {
    expect(toggleDatabase([['table', 21], ['table', 11]], shop, databases, true)).toEqual([['table', 21], ['database', 1]]);
  });

  it('turning a database on from off gives a one-entry list', () => {
    expect(toggleDatabase(false, crm, databases, true)).toEqual([['database', 2]]);
  });

  it('turning a database off takes its table entries too', () => {
    expect(toggleDatabase([['table', 11], ['database', 2]], shop, databases, false)).toEqual([['database', 2]]);
  });

  it('does not fold every database back into true, which would also cover later ones', () => {
    const value = toggleDatabase(toggleDatabase(true, crm, databases, false), crm, databases, true);
    expect(value).toEqual([['database', 1], ['database', 3], ['database', 2]]);
    expect(operationState(value)).toBe('some');
  });

  it('keeps entries it knows nothing of, such as a table of a database not listed', () => {
    expect(toggleDatabase([['table', 99]], shop, databases, true)).toEqual([['table', 99], ['database', 1]]);
  });

  it('adds no second entry for a database already on', () => {
    expect(toggleDatabase([['database', 1]], shop, databases, true)).toEqual([['database', 1]]);
  });
});

describe('toggleTable', () => {
  it('adds a table to a grant of nothing', () => {
    expect(toggleTable(false, shop, 12, databases, true)).toEqual([['table', 12]]);
  });

  it('takes a table out of its database: the database entry expands in place into its other tables', () => {
    expect(toggleTable([['database', 2], ['database', 1], ['table', 99]], shop, 11, databases, false)).toEqual([
      ['database', 2],
      ['table', 12],
      ['table', 99],
    ]);
  });

  it('takes a table out of "all": every database is listed, the table\'s own expanded', () => {
    expect(toggleTable(true, shop, 12, databases, false)).toEqual([['table', 11], ['database', 2], ['database', 3]]);
  });

  it('enabling a table while its database is on expands the database into table entries', () => {
    expect(toggleTable([['database', 1]], shop, 12, databases, true)).toEqual([['table', 11], ['table', 12]]);
  });

  it('removing the only table left grants nothing', () => {
    expect(toggleTable([['table', 21]], crm, 21, databases, false)).toBe(false);
    expect(toggleTable([['database', 2]], crm, 21, databases, false)).toBe(false);
  });

  it('adds no second entry for a table already on, and keeps its place', () => {
    expect(toggleTable([['table', 11], ['table', 21]], shop, 11, databases, true)).toEqual([['table', 11], ['table', 21]]);
  });

  it('leaves other databases\' entries alone', () => {
    expect(toggleTable([['database', 2]], shop, 11, databases, true)).toEqual([['database', 2], ['table', 11]]);
  });

  it('does not fold every table of a database into its entry, which would also cover later tables', () => {
    const value = toggleTable([['table', 11]], shop, 12, databases, true);
    expect(value).toEqual([['table', 11], ['table', 12]]);
    expect(databaseState(value, shop)).toBe('some');
  });
});
