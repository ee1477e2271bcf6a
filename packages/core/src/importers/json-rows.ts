import { tableLimits } from '../database/schemas.js';
import { importMessages } from './import-rules.js';

/**
 * How deep a JSON file may nest. Nested values become JSON text in one cell, so a table never
 * needs more; the bound is checked before parsing, because a parser or `JSON.stringify` given
 * 100,000 levels overflows the stack (Firefox's parser recurses) and takes the tab with it.
 */
export const jsonNestingLimit = 100;

/** The JSON importer's messages; the first three are worded as the reference words them. */
export const jsonMessages = {
  empty: 'This JSON file is empty.',
  notArray: 'The JSON file is not an array.',
  parseError: (details: string) => `Error occurred while parsing JSON: ${details}`,
  tooDeep: `This JSON file nests deeper than ${jsonNestingLimit} levels, too deep to import.`,
  mixedItems: 'Every item of the JSON array must be an object (its keys become the columns), or every item an array (a row of cells).',
} as const;

/**
 * Rows read from a JSON file: `keyed` when the items were objects, whose keys (in the order first
 * seen) make the header row; otherwise the items were arrays and each is a row as it is.
 */
export type JsonRows = { data: string[][]; keyed: boolean } | { error: string };

/**
 * Reads JSON text into rows of cell texts: an array of objects (the reference's shape) or an
 * array of arrays. Values become text; nested objects and arrays become their JSON text.
 */
export function jsonToRows(text: string): JsonRows {
  if (text.trim() === '') return { error: jsonMessages.empty };
  if (jsonNestingDepth(text) > jsonNestingLimit) return { error: jsonMessages.tooDeep };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: jsonMessages.parseError(error instanceof Error ? error.message : String(error)) };
  }
  if (!Array.isArray(parsed)) return { error: jsonMessages.notArray };
  if (parsed.length === 0) return { error: jsonMessages.empty };
  if (parsed.every(Array.isArray)) return { data: parsed.map((item: unknown[]) => item.map(cellText)), keyed: false };
  if (parsed.every(isPlainObject)) return keyedRows(parsed);
  return { error: jsonMessages.mixedItems };
}

/** The deepest nesting of arrays and objects in JSON text, read without parsing it (brackets inside strings do not count). */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++; // a backslash escapes the next character, a quote included
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (code === 0x5d || code === 0x7d) depth--;
  }
  return deepest;
}

// The header is counted before any row is built: 100,000 objects with a key each would otherwise pad to 100,000² cells.
function keyedRows(items: readonly Record<string, unknown>[]): JsonRows {
  const columns = new Map<string, number>();
  for (const item of items) {
    for (const key of Object.keys(item)) {
      if (!columns.has(key)) columns.set(key, columns.size);
      if (columns.size > tableLimits.importMaxColumns) return { error: importMessages.tooManyColumns(tableLimits.importMaxColumns) };
    }
  }
  const header = [...columns.keys()];
  const rows = items.map((item) => header.map((key) => (Object.hasOwn(item, key) ? cellText(item[key]) : '')));
  return { data: [header, ...rows], keyed: true };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
