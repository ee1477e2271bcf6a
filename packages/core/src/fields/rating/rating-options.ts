import { z } from 'zod';

/** The symbols a rating draws, as the reference names them. */
export const ratingStyles = ['star', 'heart', 'thumbs-up', 'flag', 'smile'] as const;

/** The largest `max_value` a rating field takes. */
export const ratingMaxLimit = 10;

/** Options of a rating field (the reference's `max_value`, `color`, `style`). */
export const ratingOptions = z.object({
  max_value: z.number().int().min(1).max(ratingMaxLimit).optional().default(5),
  color: z.string().min(1).max(50).optional().default('dark-orange'),
  style: z.enum(ratingStyles).optional().default('star'),
});
export type RatingOptions = z.output<typeof ratingOptions>;
