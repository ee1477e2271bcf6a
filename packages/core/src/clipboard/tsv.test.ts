import { describe, expect, it } from 'vitest';
import { isMultiCellText, parseTsv, toTsv } from './tsv.js';

describe('parseTsv', () => {
  it('splits cells on tabs and rows on any line break', () => {
    expect(parseTsv('a\tb\r\nc\td\ne\tf')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('ignores the one trailing line break spreadsheets add, but keeps empty cells', () => {
    expect(parseTsv('a\t\tc\r\n')).toEqual([['a', '', 'c']]);
    expect(parseTsv('')).toEqual([['']]);
  });

  it('reads quoted cells with tabs, newlines and doubled quotes', () => {
    expect(parseTsv('"line 1\nline 2"\t"say ""hi"""\n"tab\there"\tx')).toEqual([
      ['line 1\nline 2', 'say "hi"'],
      ['tab\there', 'x'],
    ]);
  });

  it('keeps a quote literally when it does not close the cell cleanly', () => {
    expect(parseTsv('"5" tall\tx')).toEqual([['"5" tall', 'x']]);
    expect(parseTsv('"open')).toEqual([['"open']]);
  });
});

describe('toTsv', () => {
  it('round-trips through parseTsv', () => {
    const rows = [
      ['plain', 'with\ttab', 'multi\nline'],
      ['"quoted"', '', 'x'],
    ];
    expect(parseTsv(toTsv(rows))).toEqual(rows);
  });

  it('leaves plain cells unquoted', () => {
    expect(toTsv([['a', 'b'], ['c', 'd']])).toBe('a\tb\nc\td');
  });
});

describe('isMultiCellText', () => {
  it('tells a range from a single value, even a quoted multi-line one', () => {
    expect(isMultiCellText('hello')).toBe(false);
    expect(isMultiCellText('"two\nlines"')).toBe(false);
    expect(isMultiCellText('a\tb')).toBe(true);
    expect(isMultiCellText('a\nb')).toBe(true);
  });
});
