/** The separators the CSV importer offers (spec §9); 'auto' lets the parser guess. */
export const csvSeparators = [
  { value: 'auto', label: 'auto detect' },
  { value: ',', label: ',' },
  { value: ';', label: ';' },
  { value: '|', label: '|' },
  { value: '\t', label: '<tab>' },
  { value: '\u001e', label: 'record separator (30)' },
  { value: '\u001f', label: 'unit separator (31)' },
] as const;
/** One separator choice. */
export type CsvSeparator = (typeof csvSeparators)[number]['value'];

/**
 * The encodings a CSV file may be read in: utf-8 first, then the others of spec §9. Each is a
 * WHATWG Encoding Standard label, so every browser's TextDecoder reads it.
 */
export const csvEncodings = [
  { value: 'utf-8', label: 'Unicode (UTF-8)' },
  { value: 'utf-16le', label: 'Unicode (UTF-16LE)' },
  { value: 'utf-16be', label: 'Unicode (UTF-16BE)' },
  { value: 'iso-8859-6', label: 'Arabic (ISO-8859-6)' },
  { value: 'windows-1256', label: 'Arabic (Windows-1256)' },
  { value: 'iso-8859-4', label: 'Baltic (ISO-8859-4)' },
  { value: 'windows-1257', label: 'Baltic (Windows-1257)' },
  { value: 'iso-8859-14', label: 'Celtic (ISO-8859-14)' },
  { value: 'iso-8859-2', label: 'Central European (ISO-8859-2)' },
  { value: 'windows-1250', label: 'Central European (Windows-1250)' },
  { value: 'gbk', label: 'Chinese, Simplified (GBK)' },
  { value: 'gb18030', label: 'Chinese (GB18030)' },
  { value: 'big5', label: 'Chinese, Traditional (Big5)' },
  { value: 'koi8-r', label: 'Cyrillic (KOI8-R)' },
  { value: 'koi8-u', label: 'Cyrillic (KOI8-U)' },
  { value: 'iso-8859-5', label: 'Cyrillic (ISO-8859-5)' },
  { value: 'windows-1251', label: 'Cyrillic (Windows-1251)' },
  { value: 'x-mac-cyrillic', label: 'Cyrillic (Mac OS)' },
  { value: 'iso-8859-7', label: 'Greek (ISO-8859-7)' },
  { value: 'windows-1253', label: 'Greek (Windows-1253)' },
  { value: 'iso-8859-8', label: 'Hebrew (ISO-8859-8)' },
  { value: 'windows-1255', label: 'Hebrew (Windows-1255)' },
  { value: 'euc-jp', label: 'Japanese (EUC-JP)' },
  { value: 'iso-2022-jp', label: 'Japanese (ISO-2022-JP)' },
  { value: 'shift_jis', label: 'Japanese (Shift_JIS)' },
  { value: 'euc-kr', label: 'Korean (EUC-KR)' },
  { value: 'macintosh', label: 'Macintosh (Mac OS Roman)' },
  { value: 'iso-8859-10', label: 'Nordic (ISO-8859-10)' },
  { value: 'iso-8859-13', label: 'Baltic Rim (ISO-8859-13)' },
  { value: 'iso-8859-15', label: 'Western (ISO-8859-15)' },
  { value: 'windows-874', label: 'Thai (Windows-874)' },
  { value: 'windows-1254', label: 'Turkish (Windows-1254)' },
  { value: 'windows-1258', label: 'Vietnamese (Windows-1258)' },
  { value: 'iso-8859-1', label: 'Western (ISO-8859-1)' },
  { value: 'windows-1252', label: 'Western (Windows-1252)' },
  { value: 'iso-8859-3', label: 'Latin 3 (ISO-8859-3)' },
] as const;
/** One encoding choice. */
export type CsvEncoding = (typeof csvEncodings)[number]['value'];
