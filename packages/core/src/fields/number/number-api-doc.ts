import { nullable } from '../../api-docs/json-schema.js';
import type { CellApiDoc } from '../field-type.js';
import { decimalPlacesOf, maxWholeDigits, type NumberOptions } from './number-options.js';

// "42", "42.5", "42.50": the field's decimals, as the answer writes them.
function exampleText(places: number): string {
  return places === 0 ? '42' : `42.${'5'.padEnd(places, '0')}`;
}

/** How the API documentation describes a number cell: a decimal string in answers (contract §9.4). */
export const numberApiDoc: CellApiDoc<NumberOptions> = {
  accepts(options) {
    const places = decimalPlacesOf(options);
    const kind = places === 0 ? 'A whole number' : `A number with at most ${places} decimal place${places === 1 ? '' : 's'}`;
    const sign = options.number_negative ? 'negative numbers are allowed' : 'negative numbers are refused';
    return `${kind} (at most ${maxWholeDigits} digits before the point), as a JSON number or a string, or null; ${sign}.`;
  },
  responseSchema(options) {
    const places = decimalPlacesOf(options);
    const sign = options.number_negative ? '-?' : '';
    const pattern = places === 0 ? `^${sign}\\d+$` : `^${sign}\\d+\\.\\d{${places}}$`;
    return nullable({ type: 'string', pattern, description: `A decimal written as text with exactly ${places} decimals.` });
  },
  requestSchema: () => ({ type: ['number', 'string', 'null'] }),
  example(options) {
    const text = exampleText(decimalPlacesOf(options));
    return { response: text, request: Number(text) };
  },
};
