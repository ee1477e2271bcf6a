import { describe, expect, it } from 'vitest';
import { tableLimits } from '../database/schemas.js';
import { exceedsRowLimit, importDataProblem } from './import-rules.js';
import { importedColumnCount, importedFieldNames, padImportedRow, shapeImportedTable } from './imported-table.js';

describe('the table imported data makes', () => {
  it('names fields from the header, pads short rows and keeps the header out of the rows', () => {
    expect(shapeImportedTable([['Name', 'Age'], ['Ada', '36', 'extra'], ['Grace']], true)).toEqual({
      fieldNames: ['Name', 'Age', 'Field 3'],
      rows: [
        ['Ada', '36', 'extra'],
        ['Grace', '', ''],
      ],
    });
  });

  it('keeps empty and repeated header names, as the API does', () => {
    expect(importedFieldNames([['', 'A', 'A']], true)).toEqual(['', 'A', 'A']);
  });

  it('names every field Field N without a header and keeps every row', () => {
    expect(shapeImportedTable([['a'], ['b', 'c']], false)).toEqual({ fieldNames: ['Field 1', 'Field 2'], rows: [['a', ''], ['b', 'c']] });
  });

  it('makes fields and no rows from a header alone', () => {
    expect(shapeImportedTable([['Name']], true)).toEqual({ fieldNames: ['Name'], rows: [] });
  });

  it('measures the longest row without spreading the rows into arguments', () => {
    const data = Array.from({ length: 200_000 }, (_, index) => (index === 7 ? ['a', 'b', 'c'] : ['a']));
    expect(importedColumnCount(data)).toBe(3);
    expect(importedColumnCount([])).toBe(0);
  });

  it('cuts or pads a row to the width', () => {
    expect(padImportedRow(['a', 'b'], 3)).toEqual(['a', 'b', '']);
    expect(padImportedRow(['a', 'b'], 1)).toEqual(['a']);
  });
});

describe('what imported data may hold', () => {
  it('counts the header row against the row limit', () => {
    expect(exceedsRowLimit([['h'], ['a']], 2)).toBe(false);
    expect(exceedsRowLimit([['h'], ['a'], ['b']], 2)).toBe(true);
    expect(exceedsRowLimit([['h'], ['a'], ['b']], undefined)).toBe(false);
    expect(importDataProblem([['h'], ['a'], ['b']], 2)).toBe('It is not possible to import more than 2 rows.');
  });

  it('refuses more columns than a table may be created with', () => {
    expect(importDataProblem([Array.from({ length: tableLimits.importMaxColumns + 1 }, () => 'x')])).toBe(
      `It is not possible to import more than ${tableLimits.importMaxColumns} columns.`,
    );
    expect(importDataProblem([['a', 'b']])).toBeNull();
  });

  it('names the first cell the server could not store', () => {
    expect(importDataProblem([['a', 'b'], ['c', 'd\u0000']])).toBe('Row 2, column 2: Null characters are not allowed.');
  });
});
