import { z } from 'zod';

/** The largest number of digits before the point (spec §9). */
export const maxWholeDigits = 50;

/** The reference's thousands and decimal separator choices, by its names; '' is no formatting. */
export const numberSeparators = {
  '': { label: 'No formatting', thousands: '', decimal: '.' },
  SPACE_COMMA: { label: 'Space, comma', thousands: ' ', decimal: ',' },
  SPACE_PERIOD: { label: 'Space, period', thousands: ' ', decimal: '.' },
  COMMA_PERIOD: { label: 'Comma, period', thousands: ',', decimal: '.' },
  PERIOD_COMMA: { label: 'Period, comma', thousands: '.', decimal: ',' },
} as const;

/** The name of a separator choice. */
export type NumberSeparator = keyof typeof numberSeparators;

/**
 * Options of a number field (contract §9.2) and how it is shown: the reference's `number_prefix`,
 * `number_suffix` and `number_separator`, and Cellar's `number_percent` (shown ×100 with "%").
 */
export const numberOptions = z.object({
  number_type: z.enum(['INTEGER', 'DECIMAL']).optional().default('INTEGER'),
  number_decimal_places: z.number().int().min(1).max(5).optional().default(1),
  number_negative: z.boolean().optional().default(false),
  number_prefix: z.string().max(10).optional().default(''),
  number_suffix: z.string().max(100).optional().default(''),
  number_separator: z.enum(Object.keys(numberSeparators) as [NumberSeparator, ...NumberSeparator[]]).optional().default(''),
  number_percent: z.boolean().optional().default(false),
});
export type NumberOptions = z.output<typeof numberOptions>;

/** How many decimals a number field keeps: its places when DECIMAL, none when INTEGER. */
export function decimalPlacesOf(options: NumberOptions): number {
  return options.number_type === 'DECIMAL' ? options.number_decimal_places : 0;
}
