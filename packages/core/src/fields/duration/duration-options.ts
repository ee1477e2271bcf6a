import { z } from 'zod';
import { durationFormats } from './duration-formats.js';

/** Options of a duration field: how it is shown, typed and rounded (the reference's `duration_format`). */
export const durationOptions = z.object({
  duration_format: z.enum(durationFormats).optional().default('h:mm'),
});
export type DurationOptions = z.output<typeof durationOptions>;

/** The largest duration in seconds either way: the reference's `timedelta.max`, 999,999,999 days and a day less a microsecond. */
export const maxDurationSeconds = 86_400_000_000_000;
