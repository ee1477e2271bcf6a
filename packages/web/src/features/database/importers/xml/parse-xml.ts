import { importMessages } from '@cellar/core';
import type { ReadOutcome } from '../importer';
import { decodeBytes } from '../shared/read-file';

/**
 * Reads XML bytes into rows: each child of the root element is a row, and each child of a row
 * a cell named by its tag; the header is every tag name in the order first seen. A row without
 * child elements is one cell named by its own tag. The file's own encoding declaration is
 * honoured; without one it is UTF-8, as XML says.
 */
export function parseXml(bytes: ArrayBuffer): ReadOutcome {
  const text = decodeBytes(bytes, declaredEncoding(bytes));
  if (text.trim() === '') return { error: importMessages.emptyXml };
  // A DTD is where entity expansion (the billion laughs) and external entities live; data needs neither.
  if (/<!DOCTYPE/i.test(text)) return { error: importMessages.xmlError('Document type declarations are not supported.') };
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const failure = document.getElementsByTagName('parsererror')[0];
  if (failure) return { error: importMessages.xmlError(parserErrorDetails(failure)) };
  return rowsOf(document.documentElement);
}

function rowsOf(root: Element): ReadOutcome {
  const header: string[] = [];
  const columns = new Map<string, number>();
  const records = Array.from(root.children, (record) => {
    const cells = record.children.length > 0 ? Array.from(record.children) : [record];
    const row: string[] = [];
    for (const cell of cells) {
      let column = columns.get(cell.tagName);
      if (column === undefined) {
        column = header.push(cell.tagName) - 1;
        columns.set(cell.tagName, column);
      }
      row[column] = cell.textContent?.trim() ?? '';
    }
    return row;
  });
  if (records.length === 0) return { error: importMessages.emptyXml };
  return { data: [header, ...records.map((row) => Array.from({ length: header.length }, (_, index) => row[index] ?? ''))] };
}

// Chromium puts the message in a <div> between two headings; Firefox and the test DOM give it as the text.
function parserErrorDetails(failure: Element): string {
  const text = (failure.querySelector('div') ?? failure).textContent ?? '';
  return text.trim().split('\n')[0] ?? '';
}

// The encoding named in `<?xml ... encoding="..."?>`, or UTF-8; an unknown name falls back to UTF-8 too.
function declaredEncoding(bytes: ArrayBuffer): string {
  const start = new TextDecoder('latin1').decode(bytes.slice(0, 200));
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(start)?.[1];
  if (!declared) return 'utf-8';
  try {
    return new TextDecoder(declared).encoding;
  } catch {
    return 'utf-8';
  }
}
