import { shapeImportedTable } from '@cellar/core';
import type { TableSpec } from './table-builder.js';

/** The table "Create table" makes without data: Name, Notes, Active and two rows (contract §8). */
export function exampleTable(name: string): TableSpec {
  return {
    name,
    fields: [
      { name: 'Name', type: 'text' },
      { name: 'Notes', type: 'long_text', width: 400 },
      { name: 'Active', type: 'boolean', width: 100 },
    ],
    rows: [
      ['Tesla', null, true],
      ['Amazon', null, false],
    ],
  };
}

/** The tables of the example database a new account gets (contract §2.1). */
export const exampleDatabaseTables: TableSpec[] = [
  {
    name: 'Customers',
    fields: [
      { name: 'Name', type: 'text' },
      { name: 'Last name', type: 'text' },
      { name: 'Notes', type: 'long_text', width: 400 },
      { name: 'Active', type: 'boolean', width: 100 },
    ],
    rows: [
      ['Elon', 'Musk', null, true],
      ['Bill', 'Gates', 'A brilliant programmer and a generous philanthropist.', false],
      ['Mark', 'Zuckerburg', null, true],
      ['Jeffrey', 'Bezos', null, true],
    ],
  },
  {
    name: 'Projects',
    fields: [
      { name: 'Name', type: 'text' },
      { name: 'Started', type: 'date', options: { date_format: 'EU', date_include_time: false } },
      { name: 'Active', type: 'boolean', width: 100 },
    ],
    rows: [
      ['Tesla', '2020-06-01', true],
      ['SpaceX', null, false],
      ['Amazon', '2018-01-01', false],
    ],
  },
];

/** A table from imported data: all text fields, named from the header row or "Field N" (contract §8). */
export function tableFromData(name: string, data: string[][], firstRowHeader: boolean): TableSpec {
  const { fieldNames, rows } = shapeImportedTable(data, firstRowHeader);
  return { name, fields: fieldNames.map((fieldName) => ({ name: fieldName, type: 'text' as const })), rows };
}
