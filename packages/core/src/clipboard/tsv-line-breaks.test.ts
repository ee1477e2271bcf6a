import { describe, expect, it } from 'vitest';
import { parseTsv } from './tsv.js';

// Clipboard text from older Mac spreadsheets and cells that only contain a quote.

describe('parseTsv line breaks and stray quotes', () => {
  it('reads a lone carriage return as a line break', () => {
    expect(parseTsv('a\rb\r')).toEqual([['a'], ['b']]);
  });

  it('keeps a quote inside an unquoted cell as text', () => {
    expect(parseTsv('ab"\tc"d')).toEqual([['ab"', 'c"d']]);
  });
});
