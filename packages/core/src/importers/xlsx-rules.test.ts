import { describe, expect, it } from 'vitest';
import { columnOfCellReference, decodeSpreadsheetText, excelSerialToText, isDateNumberFormat } from './xlsx-rules.js';

describe('the rules of reading an XLSX sheet', () => {
  it('tells date formats from number formats, built in or custom', () => {
    expect(isDateNumberFormat(14, undefined)).toBe(true);
    expect(isDateNumberFormat(22, undefined)).toBe(true);
    expect(isDateNumberFormat(2, undefined)).toBe(false);
    expect(isDateNumberFormat(164, 'dd/mm/yyyy')).toBe(true);
    expect(isDateNumberFormat(165, '[$-409]h:mm AM/PM;@')).toBe(true);
    expect(isDateNumberFormat(166, '#,##0.00 "days";[Red]-#,##0.00')).toBe(false);
    expect(isDateNumberFormat(167, '0.00E+00')).toBe(false);
    expect(isDateNumberFormat(168, 'General')).toBe(false);
  });

  it('turns date serials into dates, with a time only when they have one', () => {
    expect(excelSerialToText(45_292, false)).toBe('2024-01-01');
    expect(excelSerialToText(45_292.5, false)).toBe('2024-01-01 12:00');
    expect(excelSerialToText(45_292 + 3_661 / 86_400, false)).toBe('2024-01-01 01:01:01');
    expect(excelSerialToText(61, false)).toBe('1900-03-01');
    expect(excelSerialToText(0.75, false)).toBe('18:00');
    expect(excelSerialToText(43_830, true)).toBe('2024-01-01');
  });

  it('reads the column of a cell reference', () => {
    expect(columnOfCellReference('A1')).toBe(0);
    expect(columnOfCellReference('C7')).toBe(2);
    expect(columnOfCellReference('AA10')).toBe(26);
    expect(columnOfCellReference('XFD1048576')).toBe(16_383);
    expect(columnOfCellReference('1A')).toBeNull();
  });

  it('decodes entities and Excel escapes in stored text', () => {
    expect(decodeSpreadsheetText('Fish &amp; chips &lt;3 &#233;&#x1F600; a_x000D_b _x005F_x')).toBe('Fish & chips <3 é😀 a\rb _x');
  });
});
