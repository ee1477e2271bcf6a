import { nullable } from '../../api-docs/json-schema.js';
import type { CellApiDoc } from '../field-type.js';
import type { DateOptions } from './date-options.js';

/** How the API documentation describes a date cell: ISO 8601, in UTC when it has a time (contract §9.4). */
export const dateApiDoc: CellApiDoc<DateOptions> = {
  accepts: (options) =>
    options.date_include_time
      ? 'An ISO 8601 date and time ("2021-07-22T12:45:00Z"; without an offset it is UTC), or null.'
      : 'An ISO 8601 date ("2021-07-22"), without a time, or null.',
  responseSchema: (options) => nullable({ type: 'string', format: options.date_include_time ? 'date-time' : 'date' }),
  requestSchema: () => nullable({ type: 'string' }),
  example: (options) => {
    const value = options.date_include_time ? '2021-07-22T12:45:00Z' : '2021-07-22';
    return { response: value, request: value };
  },
};
