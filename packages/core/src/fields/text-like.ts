import { z } from 'zod';
import { validationMessages as m } from '../validation/messages.js';
import { cellError, type CellParseResult } from './field-type.js';

/** Options schema of types without settings of their own. */
export const noOptions = z.object({});

/** A string cell from the API: strings as they are, numbers as their text, null kept. */
export function parseStringCell(input: unknown): CellParseResult<string | null> {
  if (input === null || input === undefined) return { ok: true, value: null };
  if (typeof input === 'string') return { ok: true, value: input };
  if (typeof input === 'number' || typeof input === 'bigint') return { ok: true, value: String(input) };
  return cellError(m.invalidString);
}

/** Applies a pattern check to a string cell where "" and null both mean empty (url, email, phone). */
export function parsePatternCell(input: unknown, isValid: (text: string) => boolean, message: string): CellParseResult<string> {
  const parsed = parseStringCell(input);
  if (!parsed.ok) return parsed;
  const text = parsed.value ?? '';
  if (text === '' || isValid(text)) return { ok: true, value: text };
  return cellError(message);
}
