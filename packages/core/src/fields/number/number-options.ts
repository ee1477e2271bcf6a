import { z } from 'zod';

/** The largest number of digits before the point (spec §9). */
export const maxWholeDigits = 50;

/** Options of a number field (contract §9.2). */
export const numberOptions = z.object({
  number_type: z.enum(['INTEGER', 'DECIMAL']).optional().default('INTEGER'),
  number_decimal_places: z.number().int().min(1).max(5).optional().default(1),
  number_negative: z.boolean().optional().default(false),
});
export type NumberOptions = z.output<typeof numberOptions>;

/** How many decimals a number field keeps: its places when DECIMAL, none when INTEGER. */
export function decimalPlacesOf(options: NumberOptions): number {
  return options.number_type === 'DECIMAL' ? options.number_decimal_places : 0;
}
