import { describe, expect, it } from 'vitest';
import { guessColumnType, importedColumnFieldBody, importedColumnValues } from './column-types.js';

describe('the type an imported column is guessed to have', () => {
  it.each([
    [['12', '-3', '', '4.25'], 'number'],
    [['yes', 'No', 'TRUE', ''], 'boolean'],
    [['2024-05-17', '2023-12-01 10:30'], 'date'],
    [['17/05/2024', '01/12/2023'], 'date'],
    [['ada@example.com', 'grace@example.org'], 'email'],
    [['https://example.com', 'http://cellar.dev/a?b=c'], 'url'],
    [['Open', 'Closed', 'open', 'Open', 'Closed', 'Open'], 'single_select'],
    [['Tesla', 'Curie', 'Noether', 'Lovelace'], 'text'],
    [['red, blue', 'blue', 'Red, green', 'green, blue', ''], 'multiple_select'],
    [['Lovelace, Ada', 'Curie, Marie', 'Noether, Emmy'], 'text'],
    [['one line', 'two\nlines'], 'long_text'],
    [['x'.repeat(256)], 'long_text'],
    [['', '  '], 'text'],
  ])('%j → %s', (values, type) => {
    expect(guessColumnType(values)).toBe(type);
  });

  it('keeps as text what a conversion would spoil: leading zeros, mixed values, versions, bare fractions', () => {
    expect(guessColumnType(['007', '12'])).toBe('text');
    expect(guessColumnType(['12', 'twelve', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22'])).toBe('text');
    expect(guessColumnType(['1.2.3', '2.0.1'])).toBe('text');
    expect(guessColumnType(['.5', '1'])).toBe('text');
    expect(guessColumnType(['1', '0', '1'])).toBe('number');
  });

  it('reads each yes/no word, in any case, as a boolean, and a column with one other word as text', () => {
    expect(guessColumnType(['yes', 'no', 'true', 'false', 'y', 'n', 't', 'f', 'on', 'off'])).toBe('boolean');
    for (const word of ['yes', 'No', 'TRUE', 'false', 'Y', 'n', 't', 'F', 'On', 'off']) expect(guessColumnType([word]), word).toBe('boolean');
    expect(guessColumnType(['yes', 'maybe'])).toBe('text');
  });

  it('takes a type only when every value fits it', () => {
    expect(guessColumnType(['ada@example.com', 'not an address'])).toBe('text');
    expect(guessColumnType(['https://example.com', 'not a link'])).toBe('text');
    // A four-digit year in each value, but one that is no date in any order.
    expect(guessColumnType(['2024-01-02', 'the 2024 party'])).toBe('text');
    // Real dates in the EU order, but one with a two-digit year: could be a version or a code.
    expect(guessColumnType(['01/02/2024', '03/04/05'])).toBe('text');
  });

  it('sees a leading zero only at the start, after an optional sign', () => {
    expect(guessColumnType(['100', '2'])).toBe('number');
    expect(guessColumnType(['-07', '1'])).toBe('text');
    expect(guessColumnType(['+0.5', '0'])).toBe('number');
  });

  it('keeps a line of 255 characters single-line text, and makes 256 long text', () => {
    expect(guessColumnType(['x'.repeat(255)])).toBe('text');
    expect(guessColumnType(['x'.repeat(256)])).toBe('long_text');
  });

  it('makes a single select of at most ten distinct values used twice each on average', () => {
    const repeated = (distinct: number, times: number) => Array.from({ length: distinct * times }, (_, index) => `Value ${index % distinct}`);
    expect(guessColumnType(repeated(10, 2))).toBe('single_select');
    expect(guessColumnType(repeated(11, 2))).toBe('text');
    expect(guessColumnType(['A', 'B', 'C', 'A', 'B'])).toBe('text');
    expect(guessColumnType(['A', 'B', 'C', 'A', 'B', 'c'])).toBe('single_select');
  });

  it('gives a select at most 1000 options, leaving out values too long to be one', () => {
    const many = Array.from({ length: 1005 }, (_, index) => `Option ${index}`);
    const body = importedColumnFieldBody('single_select', [...many, 'x'.repeat(256)]) as { select_options: { value: string }[] };
    expect(body.select_options).toHaveLength(1000);
    expect(body.select_options.at(-1)!.value).toBe('Option 999');
    const long = importedColumnFieldBody('single_select', ['x'.repeat(256), 'Short']) as { select_options: { value: string }[] };
    expect(long.select_options.map((option) => option.value)).toEqual(['Short']);
  });

  it('reads the sign of a number with spaces around it', () => {
    expect(importedColumnFieldBody('number', [' -1 ', '2'])).toMatchObject({ number_negative: true });
  });

  it('gives the field its options from the values', () => {
    expect(importedColumnFieldBody('number', ['1', '2.125', ''])).toEqual({ type: 'number', number_type: 'DECIMAL', number_decimal_places: 3, number_negative: false });
    expect(importedColumnFieldBody('number', ['-1', '2'])).toEqual({ type: 'number', number_type: 'INTEGER', number_decimal_places: 1, number_negative: true });
    expect(importedColumnFieldBody('date', ['05/17/2024', '12/31/2023 7:45 PM'])).toEqual({ type: 'date', date_format: 'US', date_include_time: true });
    // Made a date by the person although some values are not: the order most values read in.
    expect(importedColumnFieldBody('date', ['2024-03-01', 'soon', '2024-03-09'])).toMatchObject({ date_format: 'ISO' });
    expect(importedColumnFieldBody('date', ['05/17/2024', 'later', '01/02/2024'])).toMatchObject({ date_format: 'US' });
    expect(importedColumnFieldBody('date', ['never', 'soon'])).toMatchObject({ date_format: 'EU' });
    expect(importedColumnFieldBody('single_select', ['Open', 'open', '', 'Closed'])).toEqual({
      type: 'single_select',
      select_options: [
        { value: 'Open', color: 'light-blue' },
        { value: 'Closed', color: 'light-green' },
      ],
    });
    expect(importedColumnFieldBody('multiple_select', ['red, Blue', 'blue', '"a, b", red'])).toEqual({
      type: 'multiple_select',
      select_options: [
        { value: 'red', color: 'light-blue' },
        { value: 'Blue', color: 'light-green' },
        { value: 'a, b', color: 'light-orange' },
      ],
    });
    expect(importedColumnFieldBody('email', ['a@b.co'])).toEqual({ type: 'email' });
  });

  it('reads a column below its header, with empty cells for short rows', () => {
    expect(importedColumnValues([['Name', 'Age'], ['Ada', '36'], ['Grace']], true, 1)).toEqual(['36', '']);
    expect(importedColumnValues([['Ada', '36']], false, 0)).toEqual(['Ada']);
  });
});
