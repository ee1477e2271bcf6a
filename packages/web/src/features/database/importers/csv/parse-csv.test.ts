import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const utf8 = { separator: 'auto', encoding: 'utf-8' } as const;

describe('reading a CSV file', () => {
  it('detects the separator and skips blank lines', () => {
    // The separator found is answered too: a large file is sent to the server with it.
    expect(parseCsv(bytes('Name;Age\nAda;36\n\nGrace;85\n'), utf8)).toEqual({ data: [['Name', 'Age'], ['Ada', '36'], ['Grace', '85']], separator: ';' });
  });

  it('splits on the separator chosen, including the record and unit separators', () => {
    expect(parseCsv(bytes('a,b;c'), { ...utf8, separator: ';' })).toMatchObject({ data: [['a,b', 'c']] });
    expect(parseCsv(bytes('a\u001eb\nc\u001ed'), { ...utf8, separator: '\u001e' })).toMatchObject({ data: [['a', 'b'], ['c', 'd']] });
    expect(parseCsv(bytes('a\u001fb'), { ...utf8, separator: '\u001f' })).toMatchObject({ data: [['a', 'b']] });
    expect(parseCsv(bytes('a|b\tc'), { ...utf8, separator: '\t' })).toMatchObject({ data: [['a|b', 'c']] });
  });

  it('keeps quoted separators and line breaks inside a cell', () => {
    expect(parseCsv(bytes('"a, b","line\nbreak"'), utf8)).toMatchObject({ data: [['a, b', 'line\nbreak']] });
  });

  it('decodes the encoding chosen, and drops a UTF-8 byte order mark', () => {
    const latin1 = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x3b, 0x4d, 0xfc, 0x6e, 0x63, 0x68, 0x65, 0x6e]).buffer; // Café;München
    expect(parseCsv(latin1, { separator: 'auto', encoding: 'windows-1252' })).toMatchObject({ data: [['Café', 'München']] });
    expect(parseCsv(bytes('\uFEFFName,Age'), utf8)).toMatchObject({ data: [['Name', 'Age']] });
  });

  it('says an empty or blank file is empty', () => {
    expect(parseCsv(new ArrayBuffer(0), utf8)).toEqual({ error: 'This CSV file is empty.' });
    expect(parseCsv(bytes('\n\n  \n'), utf8)).toEqual({ error: 'This CSV file is empty.' });
  });

  it('refuses a quote that never closes instead of swallowing the rest of the file', () => {
    expect(parseCsv(bytes('a,b\n"c,d\ne,f'), utf8)).toEqual({ error: 'Quoted field unterminated (row 2).' });
  });

  it('drops the last, likely cut, row of a sample, even inside an open quote', () => {
    const sampled = { sampled: true };
    expect(parseCsv(bytes('Name,Age\nAda,36\nGra'), utf8, sampled)).toMatchObject({ data: [['Name', 'Age'], ['Ada', '36']] });
    expect(parseCsv(bytes('Name,Note\nAda,"two\nlines"\nGrace,"cut'), utf8, sampled)).toMatchObject({ data: [['Name', 'Note'], ['Ada', 'two\nlines']] });
    expect(parseCsv(bytes('a,"b\nc,d\ne,f'), utf8, sampled)).toEqual({ error: 'The first line of this file is longer than 1 MB, too long to preview.' });
    expect(parseCsv(bytes('a,"b\nc,d\ne,f\ng,h'), utf8, sampled)).toEqual({ error: 'The first line of this file is longer than 1 MB, too long to preview.' });
  });
});
