import { z } from 'zod';
import { dateOptions } from '../date/date-options.js';

/** Whether a time zone name is one this runtime knows (IANA names, as Baserow's pytz list). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Options of the created_on and last_modified types: the date field's, plus Baserow's time zone display keys. */
export const systemDateOptions = dateOptions.extend({
  date_show_tzinfo: z.boolean().optional().default(false),
  date_force_timezone: z
    .string()
    .nullable()
    .optional()
    .default(null)
    .refine((zone) => zone === null || zone === undefined || isTimeZone(zone), { message: 'Unknown time zone.' }),
});
export type SystemDateOptions = z.output<typeof systemDateOptions>;
