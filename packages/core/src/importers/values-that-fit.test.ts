import { describe, expect, it } from 'vitest';
import { importedColumnFieldBody, importedColumnValues } from './column-types.js';
import { importedColumnBodies, type ImportedColumnBodies } from './imported-column-types.js';
import { importedRowCheck, withoutRowsNotFitting } from './values-that-fit.js';

const names = ['Name', 'Amount', 'Paid', 'Due', 'Mail', 'Site', 'Size'];
const bodies: ImportedColumnBodies = {
  '1': { type: 'number', number_decimal_places: 2 },
  '2': { type: 'boolean' },
  '3': { type: 'date', date_format: 'EU' },
  '4': { type: 'email' },
  '5': { type: 'url' },
  '6': { type: 'single_select', select_options: [{ value: 'Small', color: 'blue' }, { value: 'Large', color: 'red' }] },
};
const fitting = ['Ada', ' 12.50 ', 'yes', '31/12/2024', 'ada@example.com', 'https://example.com', 'small'];
const check = importedRowCheck(bodies, names);
const withCell = (index: number, value: string) => fitting.map((cell, at) => (at === index ? value : cell));

describe('which imported values fit their column', () => {
  it('takes values each conversion reads, whatever their case or surrounding spaces, and empty cells of any type', () => {
    expect(check(fitting)).toBeNull();
    expect(check(['', '', '', '', '', '', ''])).toBeNull();
    expect(check(['Ada'])).toBeNull();
    for (const word of ['Y', 'no', 'FALSE', 'off', '0', '1', 'on', 't', 'f', 'n', 'o']) expect(check(withCell(2, word))).toBeNull();
  });

  it.each([
    [1, 'twelve', 'Column "Amount": "twelve" is not a number.'],
    [1, '1,5', 'Column "Amount": "1,5" is not a number.'],
    [1, '1'.repeat(51), `Column "Amount": "${'1'.repeat(40)}…" is not a number.`],
    [2, 'maybe', 'Column "Paid": "maybe" is not yes or no.'],
    [3, '2024-13-45', 'Column "Due": "2024-13-45" is not a date (DD/MM/YYYY).'],
    [4, 'ada@', 'Column "Mail": "ada@" is not an e-mail address.'],
    [5, 'not a url', 'Column "Site": "not a url" is not a URL.'],
    [6, 'Medium', 'Column "Size": "Medium" is not one of the options.'],
  ])('says why column %i does not take %j', (index, value, reason) => {
    expect(check(withCell(index, value))).toBe(reason);
  });

  it('names the first column that does not fit, cuts long values and names unnamed columns by position', () => {
    expect(check(withCell(1, 'x').map((cell, at) => (at === 2 ? 'maybe' : cell)))).toBe('Column "Amount": "x" is not a number.');
    expect(check(withCell(1, 'y'.repeat(60)))).toBe(`Column "Amount": "${'y'.repeat(40)}…" is not a number.`);
    expect(importedRowCheck({ '0': { type: 'number' } }, [])(['abc'])).toBe('Column "Field 1": "abc" is not a number.');
    const tags = importedRowCheck({ '0': { type: 'multiple_select', select_options: [{ value: 'Red', color: 'red' }, { value: 'a, b', color: 'blue' }] } }, ['Tags']);
    expect(tags(['red, "A, B"'])).toBeNull();
    expect(tags(['red, green'])).toBe('Column "Tags": "red, green" is not a list of the options.');
  });

  it('agrees with the field a guessed column becomes: each value the guess was made from fits', () => {
    const data = [['Price', 'When'], ['1.5', '2024-01-02'], ['-3', '2023-12-31 10:30']];
    const guessed: ImportedColumnBodies = {
      '0': { ...importedColumnFieldBody('number', importedColumnValues(data, true, 0)), type: 'number' },
      '1': { ...importedColumnFieldBody('date', importedColumnValues(data, true, 1)), type: 'date' },
    };
    expect(data.slice(1).map(importedRowCheck(guessed, data[0]!))).toEqual([null, null]);
  });
});

describe('leaving out the rows that do not fit', () => {
  it('keeps the header and the rows that fit, and reports the others by their line, the header counted', () => {
    const data = [['Name', 'Amount'], ['Ada', '1'], ['Grace', 'lots'], ['Linus', '3'], ['Ken', '?']];
    expect(withoutRowsNotFitting(data, true, { '1': { type: 'number' } })).toEqual({
      data: [['Name', 'Amount'], ['Ada', '1'], ['Linus', '3']],
      rejected: 2,
      report: [
        { line: 3, error: 'Column "Amount": "lots" is not a number.' },
        { line: 5, error: 'Column "Amount": "?" is not a number.' },
      ],
    });
  });

  it('checks the first row too when it is not a header', () => {
    expect(withoutRowsNotFitting([['x'], ['2']], false, { '0': { type: 'number' } })).toEqual({ data: [['2']], rejected: 1, report: [{ line: 1, error: 'Column "Field 1": "x" is not a number.' }] });
  });

  it('lists the first 1,000 rows left out and counts them all', () => {
    const data = [['n'], ...Array.from({ length: 1_200 }, () => ['no number'])];
    const { rejected, report, data: kept } = withoutRowsNotFitting(data, true, { '0': { type: 'number' } });
    expect([rejected, report.length, kept]).toEqual([1_200, 1_000, [['n']]]);
  });
});

describe('the typed columns a streamed import is sent', () => {
  it('takes column indexes with an importable type and their options, and refuses anything else', () => {
    expect(importedColumnBodies.safeParse({ '2': { type: 'number', number_decimal_places: 1 } }).success).toBe(true);
    expect(importedColumnBodies.safeParse({ '2': { type: 'link_row' } }).success).toBe(false);
    expect(importedColumnBodies.safeParse({ first: { type: 'number' } }).success).toBe(false);
    expect(importedColumnBodies.safeParse({ '123456': { type: 'text' } }).success).toBe(false);
    expect(importedColumnBodies.safeParse([{ type: 'text' }]).success).toBe(false);
  });
});
