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
    expect(importedColumnFieldBody('email', ['a@b.co'])).toEqual({ type: 'email' });
  });

  it('reads the options of a column of a quarter of a million values without overflowing the call stack', () => {
    const values = Array.from({ length: 250_000 }, (_, index) => (index === 7 ? '1.25' : '36'));
    expect(importedColumnFieldBody('number', values)).toEqual({ type: 'number', number_type: 'DECIMAL', number_decimal_places: 2, number_negative: false });
  });

  it('reads a column below its header, with empty cells for short rows', () => {
    expect(importedColumnValues([['Name', 'Age'], ['Ada', '36'], ['Grace']], true, 1)).toEqual(['36', '']);
    expect(importedColumnValues([['Ada', '36']], false, 0)).toEqual(['Ada']);
  });
});
