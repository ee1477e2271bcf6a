import { describe, expect, it } from 'vitest';
import { cellExporter } from './export-cells.js';
import { spreadsheetSafeText } from './spreadsheet-safe.js';

describe('the spreadsheet-safe cell rule', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1+2', "'+1+2"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['-', "'-"],
  ])('prefixes %j, which a spreadsheet would evaluate', (text, safe) => {
    expect(spreadsheetSafeText(text)).toBe(safe);
  });

  it.each(['-5', '-12.50', '0', '42', 'plain text', '', "'quoted", ' =1', 'a=1'])('leaves %j as it is', (text) => {
    expect(spreadsheetSafeText(text)).toBe(text);
  });
});

describe('cells as an export writes them', () => {
  const number = cellExporter({ type: 'number', options: { number_decimal_places: 2, number_negative: true } });
  const text = cellExporter({ type: 'text', options: {} });

  it('keeps a number field\'s numbers, negative ones too, as numbers in a spreadsheet', () => {
    expect(number.spreadsheet('-12.50')).toBe(-12.5);
    expect(number.spreadsheet('3.00')).toBe(3);
    expect(number.spreadsheet(null)).toBeNull();
    expect(number.text('-12.50')).toBe('-12.50');
  });

  it('writes a number past a spreadsheet\'s precision as text, not a rounded number', () => {
    const big = cellExporter({ type: 'number', options: { number_decimal_places: 0 } });
    expect(big.spreadsheet('12345678901234567890')).toBe('12345678901234567890');
  });

  it('makes a text cell that looks like a formula safe, and a number-looking text stays text', () => {
    expect(text.spreadsheet('=1+1')).toBe("'=1+1");
    expect(text.spreadsheet('-5')).toBe('-5');
  });

  it('names a file cell\'s files by their visible names', () => {
    const file = cellExporter({ type: 'file', options: {} });
    expect(file.text([{ name: 'abc.png', visible_name: 'Cat.png' }, { name: 'def.txt', visible_name: 'Notes.txt' }])).toBe('Cat.png, Notes.txt');
  });
});

describe('cells as a JSON export writes them', () => {
  it('keeps numbers and booleans, and lists as their items\' values', () => {
    expect(cellExporter({ type: 'number', options: { number_decimal_places: 1, number_negative: true } }).json('-2.5')).toBe(-2.5);
    expect(cellExporter({ type: 'boolean', options: {} }).json(true)).toBe(true);
    expect(cellExporter({ type: 'link_row', options: {} }).json([{ id: 1, value: 'Ada' }, { id: 2, value: 'Alan' }])).toEqual(['Ada', 'Alan']);
    expect(cellExporter({ type: 'file', options: {} }).json([{ name: 'a.png', visible_name: 'Cat.png', url: 'http://x/a.png' }])).toEqual([{ visible_name: 'Cat.png', url: 'http://x/a.png' }]);
    expect(cellExporter({ type: 'text', options: {} }).json('=1+1')).toBe('=1+1');
  });
});
