import { z } from 'zod';

// Query strings repeat keys (`?a=1&a=2`); a scalar parameter takes the first value, as DRF does.
function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** A text query parameter; absent when not sent. */
export function textParam(description: string) {
  return z.preprocess(firstValue, z.string()).optional().describe(description);
}

/** Reads an integer the way the reference does: whole decimal digits only, else undefined. */
export function integerParam(text: string | undefined): number | undefined {
  if (text === undefined || !/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
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
