import { describe, expect, it } from 'vitest';
import { linkRowField } from './link-row-field.js';

const toCustomers = { link_row_table: 9 };
const toSuppliers = { link_row_table: 10 };
const rows = [
  { id: 1, value: 'Ada' },
  { id: 2, value: null },
];

describe('copying and pasting link cells (spec §5)', () => {
  it('copy the linked table id and rows, while the text form stays the primary values', () => {
    expect(JSON.parse(linkRowField.toClipboard!(rows, toCustomers))).toEqual({ tableId: 9, value: rows });
    expect(linkRowField.toText(rows, toCustomers)).toBe('Ada, ');
  });

  it('paste back into a link to the same table only', () => {
    const copied = linkRowField.toClipboard!(rows, toCustomers);
    expect(linkRowField.fromPaste(copied, toCustomers)).toEqual(rows);
    expect(linkRowField.fromPaste(copied, toSuppliers)).toEqual([]);
    expect(linkRowField.fromPaste('Ada', toCustomers)).toEqual([]);
  });

  it('leave out ids still waiting for the server, which carry no value to show', () => {
    expect(JSON.parse(linkRowField.toClipboard!([3, { id: 1, value: 'Ada' }], toCustomers))).toEqual({ tableId: 9, value: [{ id: 1, value: 'Ada' }] });
  });
});
