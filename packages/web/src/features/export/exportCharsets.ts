import { csvColumnSeparators, exportCharsets, type CsvColumnSeparator, type ExportCharset } from '@cellar/core';

// Every charset core accepts has a name here, or tsc fails: the reference's dropdown names.
const charsetLabels: Record<ExportCharset, string> = {
  'utf-8': 'Unicode (UTF-8)',
  'iso-8859-6': 'Arabic (ISO-8859-6)',
  'windows-1256': 'Arabic (Windows-1256)',
  'iso-8859-4': 'Baltic (ISO-8859-4)',
  'windows-1257': 'Baltic (Windows-1257)',
  'iso-8859-14': 'Celtic (ISO-8859-14)',
  'iso-8859-2': 'Central European (ISO-8859-2)',
  'windows-1250': 'Central European (Windows-1250)',
  gbk: 'Chinese, Simplified (GBK)',
  gb18030: 'Chinese (GB18030)',
  big5: 'Chinese Traditional (Big5)',
  'koi8-r': 'Cyrillic (KOI8-R)',
  'koi8-u': 'Cyrillic (KOI8-U)',
  'iso-8859-5': 'Cyrillic (ISO-8859-5)',
  'windows-1251': 'Cyrillic (Windows-1251)',
  'x-mac-cyrillic': 'Cyrillic Mac OS (x-mac-cyrillic)',
  'iso-8859-7': 'Greek (ISO-8859-7)',
  'windows-1253': 'Greek (Windows-1253)',
  'iso-8859-8': 'Hebrew (ISO-8859-8)',
  'windows-1255': 'Hebrew (Windows-1255)',
  'euc-jp': 'Japanese (EUC-JP)',
  'shift-jis': 'Japanese (Shift-JIS)',
  'euc-kr': 'Korean (EUC-KR)',
  macintosh: 'Macintosh',
  'iso-8859-10': 'Nordic (ISO-8859-10)',
  'iso-8859-16': 'South-Eastern European (ISO-8859-16)',
  'windows-874': 'Thai (Windows-874)',
  'windows-1254': 'Turkish (Windows-1254)',
  'windows-1258': 'Vietnamese (Windows-1258)',
  'iso-8859-1': 'Western European (ISO-8859-1)',
  'windows-1252': 'Western European (Windows-1252)',
  'iso-8859-3': 'Latin 3 (ISO-8859-3)',
};

const separatorLabels: Record<CsvColumnSeparator, string> = {
  ',': ',',
  ';': ';',
  '|': '|',
  tab: '<tab>',
  record_separator: 'Record separator (30)',
  unit_separator: 'Unit separator (31)',
};

/** The encodings a CSV export can be written in, in core's order, as options of the form. */
export const charsetOptions = exportCharsets.map((value) => ({ value, label: charsetLabels[value] }));

/** The column separators, by the name the endpoint takes. */
export const separatorOptions = (Object.keys(csvColumnSeparators) as CsvColumnSeparator[]).map((value) => ({ value, label: separatorLabels[value] }));
