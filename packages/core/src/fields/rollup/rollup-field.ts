import { z } from 'zod';
import { computedFieldType } from '../formula/computed-field.js';
import { computedOptions } from '../formula/computed-options.js';
import { rollupFileRules } from './rollup-file.js';

/**
 * Options of a rollup field: the link field (`through_field_id`), the linked table's field
 * (`target_field_id`) and the aggregate that folds its values (`rollup_function`: a formula
 * function's name, e.g. sum, min, join — the server checks it).
 */
export const rollupOptions = computedOptions.extend({
  through_field_id: z.number().int().nullable().optional().default(null),
  target_field_id: z.number().int().nullable().optional().default(null),
  rollup_function: z.string().max(64).optional().default('sum'),
});
export type RollupOptions = z.output<typeof rollupOptions>;

/** One value folded from a field of the linked rows (sum of invoice totals), issue 34. */
export const rollupField = computedFieldType<RollupOptions>({
  type: 'rollup',
  label: 'Rollup',
  optionsSchema: rollupOptions,
  what: 'the value is folded from the linked rows',
  databaseFile: rollupFileRules,
});
