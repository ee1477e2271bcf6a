import { z } from 'zod';

/** Options of a date field (contract §9.2). */
export const dateOptions = z.object({
  date_format: z.enum(['EU', 'US', 'ISO']).optional().default('EU'),
  date_include_time: z.boolean().optional().default(false),
  date_time_format: z.enum(['24', '12']).optional().default('24'),
});
export type DateOptions = z.output<typeof dateOptions>;
