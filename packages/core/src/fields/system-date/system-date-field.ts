import { nullable } from '../../api-docs/json-schema.js';
import { defineFieldType } from '../field-type.js';
import { readOnlyEditing, readOnlyValue } from '../read-only.js';
import { systemDateOptions, type SystemDateOptions } from './system-date-options.js';
import { zonedText } from './zoned-text.js';

/**
 * A read-only date type that shows a time the server keeps for every row: its creation
 * (created_on) or its last change (last_modified). Cells are ISO 8601 in UTC: a date, or a
 * date and time with milliseconds when the field includes the time.
 */
export function systemDateField(type: 'created_on' | 'last_modified', label: string, what: string) {
  return defineFieldType<SystemDateOptions, string | null>({
    type,
    label,
    canBePrimary: false,
    canSort: true,
    readOnly: true,
    optionsSchema: systemDateOptions,
    parseApiValue: () => readOnlyValue(type),
    defaultValue: () => null,
    toText: zonedText,
    ...readOnlyEditing,
    apiDoc: {
      accepts: () => `Nothing: the ${what} is set by the server; a body naming this field is refused (read_only).`,
      responseSchema: (options) => nullable({ type: 'string', format: options.date_include_time ? 'date-time' : 'date' }),
      requestSchema: () => ({ not: {} }),
      example: (options) => ({ response: options.date_include_time ? '2021-07-22T12:45:00.000Z' : '2021-07-22', request: undefined }),
    },
  });
}
