import { z } from 'zod';
import { computedFieldType } from '../formula/computed-field.js';
import { computedOptions } from '../formula/computed-options.js';
import { countFileRules } from './count-file.js';

/** Options of a count field: the link field whose linked rows it counts (`through_field_id`). */
export const countOptions = computedOptions.extend({
  through_field_id: z.number().int().nullable().optional().default(null),
});
export type CountOptions = z.output<typeof countOptions>;

/** How many rows a link field links to, leaving trashed rows out (issue 34). */
export const countField = computedFieldType<CountOptions>({
  type: 'count',
  label: 'Count',
  optionsSchema: countOptions,
  what: 'the value is the number of linked rows',
  databaseFile: countFileRules,
});
