import { z } from 'zod';
import { maxRecordId } from '../validation/primitives.js';

// Query strings repeat keys (`?a=1&a=2`); a scalar parameter takes the first value, as DRF does.
function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** A text query parameter; absent when not sent. */
export function textParam(description: string) {
  return z.preprocess(firstValue, z.string()).optional().describe(description);
}

/**
 * The longest search term or filter value a read accepts. Matching a term costs its length times
 * each cell's, on every row a search reaches: an 8,000-character term held a 100k-row table's
 * engine for 24 s. No cell anyone searches for is longer than a name.
 */
export const maxSearchLength = 255;

/** The `search` parameter: text of at most `maxSearchLength` characters, else a 400 naming it. */
export function searchParam(description: string) {
  return z.preprocess(firstValue, z.string().max(maxSearchLength)).optional().describe(description);
}

/** Reads an integer the way the reference does: whole decimal digits only, else undefined. */
export function integerParam(text: string | undefined): number | undefined {
  if (text === undefined || !/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * A record id sent in a query (`?before=`): undefined when absent or blank; 0, which names no
 * record, when it is not an id or is past the ids a table can hold, so the lookup answers
 * "does not exist" instead of the database failing on it.
 */
export function recordIdParam(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = integerParam(text);
  return value === undefined || value > maxRecordId ? 0 : value;
}

/** Field references of `include`, `exclude` and `order_by`: the digits of each comma-separated item (contract §10.3). */
export function fieldIdsParam(text: string | undefined): number[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.replace(/\D/g, ''))
    .filter((digits) => digits !== '')
    .map(Number)
    .filter(Number.isSafeInteger);
}
