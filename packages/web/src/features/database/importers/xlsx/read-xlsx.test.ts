import { importMessages, xlsxMessages } from '@cellar/core';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openWorkbook, readSheet } from './read-xlsx';
import { peopleRows, peopleWorkbook, withDeclaredSize, workbookParts, zipParts } from './xlsx-fixture';

const buffer = (bytes: Uint8Array) => bytes.slice().buffer;

function open(bytes: Uint8Array) {
  const opened = openWorkbook(buffer(bytes));
  if ('error' in opened) throw new Error(opened.error);
  return opened.workbook;
}

describe('reading an XLSX workbook', () => {
  it('lists the sheets in tab order and reads the chosen one: shared and rich strings, dates, numbers, formulas’ saved results, booleans', () => {
    const workbook = open(peopleWorkbook());
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual(['Summary', 'People']);
    expect(readSheet(workbook, 0)).toEqual({ data: [['Note'], ['See the People sheet']] });
    expect(readSheet(workbook, 1)).toEqual({ data: peopleRows });
  });

  it('leaves out columns and rows without a value, and counts columns from the cell references', () => {
    const rows = '<row r="2"><c r="C2" t="inlineStr"><is><t>a</t></is></c><c r="E2"><v>1</v></c></row><row r="3"><c r="D3" s="0"/></row><row r="4"><c r="E4"><v>2</v></c></row>';
    const workbook = open(zipParts(workbookParts([{ name: 'Gaps', rowsXml: rows }], [])));
    expect(readSheet(workbook, 0)).toEqual({ data: [['a', '1'], ['', '2']] });
  });

  it('refuses, before inflating, a workbook whose parts declare more than 200 MB', () => {
    const bomb = withDeclaredSize(peopleWorkbook(), 'xl/sharedStrings.xml', 0xfffffff0);
    expect(openWorkbook(buffer(bomb))).toEqual({ error: xlsxMessages.tooLargeInflated });
    const sheetBomb = withDeclaredSize(peopleWorkbook(), 'xl/worksheets/sheet2.xml', 0xfffffff0);
    expect(readSheet(open(sheetBomb), 1)).toEqual({ error: xlsxMessages.tooLargeInflated });
  });

  it('stops inflating a part that inflates past the size it declares', () => {
    const rows = Array.from({ length: 2_000 }, (_, index) => `<row><c t="inlineStr"><is><t>${index}</t></is></c></row>`).join('');
    const liar = withDeclaredSize(zipParts(workbookParts([{ name: 'Big', rowsXml: rows }], [])), 'xl/worksheets/sheet1.xml', 1_000);
    expect(readSheet(open(liar), 0)).toEqual({ error: expect.stringContaining('inflates to more than the 1000 bytes it declares') });
  });

  it('says a file that is not a workbook is not one', () => {
    expect(openWorkbook(buffer(strToU8('name,age\nAda,36\n')))).toEqual({ error: xlsxMessages.notWorkbook });
    expect(openWorkbook(buffer(zipSync({ 'notes.txt': strToU8('hello') })))).toEqual({ error: xlsxMessages.notWorkbook });
  });

  it('says an empty sheet is empty and refuses more columns than a table may have', () => {
    const empty = open(zipParts(workbookParts([{ name: 'Empty', rowsXml: '' }], [])));
    expect(readSheet(empty, 0)).toEqual({ error: xlsxMessages.emptySheet });
    const wide = open(zipParts(workbookParts([{ name: 'Wide', rowsXml: '<row><c r="ALM1"><v>1</v></c></row>' }], [])));
    expect(readSheet(wide, 0)).toEqual({ error: importMessages.tooManyColumns(1000) });
  });
});
