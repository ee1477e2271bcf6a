import { z } from 'zod';
import { computedFieldType } from '../formula/computed-field.js';
import { computedOptions } from '../formula/computed-options.js';
import { lookupFileRules } from './lookup-file.js';

/**
 * Options of a lookup field: the link field of this table (`through_field_id`) and the field of the
 * linked table whose values it lists (`target_field_id`), each by id or, as the reference also
 * accepts, by name (the id wins when both are sent).
 */
export const lookupOptions = computedOptions.extend({
  through_field_id: z.number().int().nullable().optional().default(null),
  through_field_name: z.string().nullable().optional(),
  target_field_id: z.number().int().nullable().optional().default(null),
  target_field_name: z.string().nullable().optional(),
});
export type LookupOptions = z.output<typeof lookupOptions>;

/** The values of a field of the rows linked through a link field, as a list (issue 34). */
export const lookupField = computedFieldType<LookupOptions>({
  type: 'lookup',
  label: 'Lookup',
  optionsSchema: lookupOptions,
  what: 'the values are those of the linked rows',
  databaseFile: lookupFileRules,
});
