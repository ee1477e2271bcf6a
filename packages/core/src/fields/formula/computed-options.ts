import { z } from 'zod';
import { dateOptions } from '../date/date-options.js';
import { numberSeparators, type NumberSeparator } from '../number/number-options.js';
import { isTimeZone } from '../system-date/system-date-options.js';
import { formulaTypeNames, maxFormulaDecimalPlaces } from '../../formulas/formula-type.js';

/**
 * The display options every computed type (formula, lookup, rollup, count) takes from a body, as
 * the reference's formula field names them. Each is null until set: null means "as the result type
 * says" (a sum of 2-place numbers shows 2 places), a value overrides it. Options that do not fit the
 * result type are kept, and used again when the result type comes back to one they fit.
 */
export const computedDisplayOptions = z.object({
  number_decimal_places: z.number().int().min(0).max(maxFormulaDecimalPlaces).nullable().optional().default(null),
  number_prefix: z.string().max(10).nullable().optional().default(null),
  number_suffix: z.string().max(100).nullable().optional().default(null),
  number_separator: z
    .enum(Object.keys(numberSeparators) as [NumberSeparator, ...NumberSeparator[]])
    .nullable()
    .optional()
    .default(null),
  date_format: dateOptions.shape.date_format.unwrap().unwrap().nullable().optional().default(null),
  date_include_time: z.boolean().nullable().optional().default(null),
  date_time_format: dateOptions.shape.date_time_format.unwrap().unwrap().nullable().optional().default(null),
  date_show_tzinfo: z.boolean().nullable().optional().default(null),
  date_force_timezone: z
    .string()
    .nullable()
    .optional()
    .default(null)
    .refine((zone) => zone === null || zone === undefined || isTimeZone(zone), { message: 'Unknown time zone.' }),
});

/** Schema of the formula types an API value names. */
export const formulaTypeName = z.enum(formulaTypeNames);

/**
 * What the server works out and answers (the result type, why the formula does not work, an array's
 * item type, whether the value may be empty). Kept in the schema so stored options read back with
 * them (the web app parses a field's options through it); the server overwrites them from the typed
 * formula on every create and change, so a body's copy never sticks.
 */
export const computedResultOptions = z.object({
  formula_type: formulaTypeName.optional(),
  error: z.string().nullable().optional(),
  array_formula_type: formulaTypeName.nullable().optional(),
  nullable: z.boolean().optional(),
});

/** The answered keys, to tell them from what a body may set. */
export const computedResultKeys = Object.keys(computedResultOptions.shape) as (keyof z.output<typeof computedResultOptions>)[];

/** The options every computed type has: display options and what the server answered. */
export const computedOptions = computedDisplayOptions.extend(computedResultOptions.shape);

/** The display options of a computed field, with what the server answered. */
export type ComputedDisplayOptions = z.output<typeof computedOptions>;
