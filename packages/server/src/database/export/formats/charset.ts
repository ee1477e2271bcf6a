import type { ExportCharset } from '@cellar/core';
import iconv from 'iconv-lite';

// Labels iconv-lite knows by another name (the reference maps x-mac-cyrillic to Python's mac-cyrillic too).
const encoderNames: Partial<Record<ExportCharset, string>> = { 'x-mac-cyrillic': 'maccyrillic' };

/**
 * Text to bytes in an export's charset. A character the charset cannot hold becomes `?` (the
 * reference writes a backslash escape); UTF-8 files start with a BOM where the format wants one.
 */
export function encoderFor(charset: ExportCharset): (text: string) => Buffer {
  if (charset === 'utf-8') return (text) => Buffer.from(text, 'utf8');
  const name = encoderNames[charset] ?? charset;
  return (text) => iconv.encode(text, name);
}

/** The UTF-8 byte order mark, which Excel on Windows needs to read a CSV file as UTF-8 (as the reference writes it). */
export const utf8Bom = Buffer.from([0xef, 0xbb, 0xbf]);
