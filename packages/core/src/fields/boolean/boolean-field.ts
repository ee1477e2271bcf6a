import { validationMessages as m } from '../../validation/messages.js';
import { cellError, defineFieldType } from '../field-type.js';
import { noOptions } from '../text-like.js';
import { booleanApiDoc } from './boolean-api-doc.js';

/** The words, lower-case, that paste and conversion read as true; the server's conversion SQL lists them too. */
export const truthyWords: readonly string[] = ['y', 't', 'o', 'yes', 'true', 'on', '1'];
const truthy = new Set(truthyWords);

/** The paste and conversion rule: y, t, o, yes, true, on, 1 (any case, trimmed) are true. */
export function isTruthyText(text: string): boolean {
  return truthy.has(text.trim().toLowerCase());
}

const apiTrue = new Set(['true', 'True', 'TRUE', '1', 't', 'y', 'yes', 'on']);
const apiFalse = new Set(['false', 'False', 'FALSE', '0', 'f', 'n', 'no', 'off', '']);

/** A checkbox; it is never empty, only false. */
export const booleanField = defineFieldType<Record<string, never>, boolean>({
  type: 'boolean',
  label: 'Boolean',
  canBePrimary: true,
  canSort: true,
  optionsSchema: noOptions as never,
  parseApiValue(input) {
    if (input === null || input === undefined) return cellError(m.null, 'null');
    if (typeof input === 'boolean') return { ok: true, value: input };
    if (input === 1 || input === 0) return { ok: true, value: input === 1 };
    if (typeof input === 'string' && apiTrue.has(input)) return { ok: true, value: true };
    if (typeof input === 'string' && apiFalse.has(input)) return { ok: true, value: false };
    return cellError(m.invalidBoolean);
  },
  defaultValue: () => false,
  toText: (value) => (value ? 'true' : 'false'),
  fromPaste: (text) => isTruthyText(text),
  validateTyped: () => null,
  fromTyped: (text) => isTruthyText(text),
  apiDoc: booleanApiDoc,
});
