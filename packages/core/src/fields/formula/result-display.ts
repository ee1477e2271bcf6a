import { nullable, type JsonSchema } from '../../api-docs/json-schema.js';
import { resultFieldOf, type ResultField, type ScalarResultField } from '../../formulas/result-field.js';
import { booleanField } from '../boolean/boolean-field.js';
import { dateApiDoc } from '../date/date-api-doc.js';
import { dateField } from '../date/date-field.js';
import type { AnyFieldType, CellExample } from '../field-type.js';
import { numberApiDoc } from '../number/number-api-doc.js';
import { numberField } from '../number/number-field.js';
import { zonedText } from '../system-date/zoned-text.js';
import { textField } from '../text/text-field.js';
import type { ComputedDisplayOptions } from './computed-options.js';

// The stored types whose display a computed value borrows: one place per rule (a number formula shows as a number field).
const scalarTypes: { readonly [T in ScalarResultField['type']]: AnyFieldType } = { text: textField, number: numberField, boolean: booleanField, date: dateField };

/** One item of a list value, as a lookup answers it (the linked row's id and its value). */
export interface ComputedItem {
  id: number;
  value: unknown;
}

function itemsOf(value: unknown): ComputedItem[] {
  return Array.isArray(value) ? value.filter((item): item is ComputedItem => item !== null && typeof item === 'object' && 'value' in item) : [];
}

function scalarText(result: ScalarResultField, value: unknown, shown: boolean): string {
  const type = scalarTypes[result.type];
  if (value === null || value === undefined) return '';
  // A date with a time shows in the forced zone, as created_on does; a date alone has no zone.
  if (result.type === 'date' && result.options.date_include_time) return zonedText(value as string, result.options);
  return shown && type.toDisplay ? type.toDisplay(value, result.options) : type.toText(value, result.options);
}

function textOf(result: ResultField, value: unknown, shown: boolean): string {
  if (result.type === 'invalid') return '';
  if (result.type === 'array') {
    return itemsOf(value)
      .map((item) => scalarText(result.item, item.value, shown))
      .filter((text) => text !== '')
      .join(', ');
  }
  return scalarText(result, value, shown);
}

/** A computed cell's text form (copied, searched): its result type's, a list's items comma separated. */
export function computedText(value: unknown, options: ComputedDisplayOptions): string {
  return textOf(resultFieldOf(options), value, false);
}

/** A computed cell as shown: a number with its prefix and separators, as a number field would. */
export function computedDisplay(value: unknown, options: ComputedDisplayOptions): string {
  return textOf(resultFieldOf(options), value, true);
}

function scalarSchema(result: ScalarResultField): JsonSchema {
  if (result.type === 'number') return numberApiDoc.responseSchema({ ...result.options, number_negative: true });
  if (result.type === 'date') return dateApiDoc.responseSchema(result.options);
  if (result.type === 'boolean') return { type: 'boolean' };
  return nullable({ type: 'string' });
}

/** The JSON Schema of a computed cell in a row answer. */
export function computedResponseSchema(options: ComputedDisplayOptions): JsonSchema {
  const result = resultFieldOf(options);
  if (result.type === 'invalid') return { type: 'null', description: 'The formula does not work (see the field\'s `error`): always null.' };
  if (result.type !== 'array') return scalarSchema(result);
  return {
    type: 'array',
    items: { type: 'object', properties: { id: { type: 'integer' }, value: scalarSchema(result.item) }, required: ['id', 'value'] },
  };
}

function scalarExample(result: ScalarResultField): unknown {
  return scalarTypes[result.type].apiDoc.example(result.options).response;
}

/** A plausible computed cell, as answered; nothing may be sent. */
export function computedExample(options: ComputedDisplayOptions): CellExample {
  const result = resultFieldOf(options);
  if (result.type === 'invalid') return { response: null, request: undefined };
  if (result.type === 'array') return { response: [{ id: 1, value: scalarExample(result.item) }], request: undefined };
  return { response: scalarExample(result), request: undefined };
}
