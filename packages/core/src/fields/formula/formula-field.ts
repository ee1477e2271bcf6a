import { z } from 'zod';
import { formulaLimits } from '../../formulas/formula.js';
import { computedFieldType } from './computed-field.js';
import { computedOptions } from './computed-options.js';
import { formulaFileRules } from './formula-file.js';

/** Options of a formula field: its expression (fields by name as people write it) and display options. */
export const formulaOptions = computedOptions.extend({
  formula: z.string().max(formulaLimits.maxLength).optional().default(''),
});
export type FormulaOptions = z.output<typeof formulaOptions>;

/** A value computed from the row's other fields (and linked rows') by an expression (issue 34). */
export const formulaField = computedFieldType<FormulaOptions>({
  type: 'formula',
  label: 'Formula',
  optionsSchema: formulaOptions,
  what: 'the value is computed by the server from the formula',
  databaseFile: formulaFileRules,
});
