/** Date orders a date field can show: EU day/month/year, US month/day/year, ISO year-month-day. */
export type DateFormat = 'EU' | 'US' | 'ISO';
/** 24-hour or 12-hour clock. */
export type TimeFormat = '24' | '12';

/** The moment-style pattern each order reads and writes (spec §3). */
export const dateFormatPatterns: Record<DateFormat, string> = { EU: 'DD/MM/YYYY', US: 'MM/DD/YYYY', ISO: 'YYYY-MM-DD' };
export const timeFormatPatterns: Record<TimeFormat, string> = { '24': 'HH:mm', '12': 'hh:mmA' };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Writes a UTC date in the field's order: 22/07/2021, 07/22/2021 or 2021-07-22. */
export function formatDatePart(date: Date, format: DateFormat): string {
  const d = pad(date.getUTCDate());
  const m = pad(date.getUTCMonth() + 1);
  const y = pad(date.getUTCFullYear(), 4);
  if (format === 'EU') return `${d}/${m}/${y}`;
  if (format === 'US') return `${m}/${d}/${y}`;
  return `${y}-${m}-${d}`;
}

/** Writes a UTC time: 12:45 or 12:45PM (no space before AM/PM, as the reference's text form). */
export function formatTimePart(date: Date, format: TimeFormat): string {
  const hours = date.getUTCHours();
  const minutes = pad(date.getUTCMinutes());
  if (format === '24') return `${pad(hours)}:${minutes}`;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(twelve)}:${minutes}${hours < 12 ? 'AM' : 'PM'}`;
}

/** The every-30-minutes choices of the time list (spec §9), in the field's clock. */
export function timeChoices(format: TimeFormat): string[] {
  const choices: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
    const date = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
    choices.push(format === '24' ? formatTimePart(date, '24') : formatTimePart(date, '12').replace(/(AM|PM)$/, ' $1'));
  }
  return choices;
}

/** A valid UTC date from its parts, or null (31/02 is not a date). */
export function utcDate(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  date.setUTCFullYear(year);
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

// The spaces before AM/PM belong to the meridiem's group: two optional runs of spaces side by side
// would let a long run followed by a stray character be split every way (quadratic).
const typedDate = /^\s*(\d{1,4})[-/.\s](\d{1,2})[-/.\s](\d{1,4})(?:[\sT]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp][Mm]))?)?\s*$/;

/**
 * Reads a date typed in the field's order, with an optional time (`22-7-2021`, `7/22/2021 7:45 PM`,
 * `2021/7/22 19:45`); null when it is not a real date.
 */
export function parseDateInOrder(text: string, format: DateFormat): Date | null {
  const match = typedDate.exec(text);
  if (!match) return null;
  const [a, b, c] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [year, month, day] = format === 'ISO' ? [a, b, c] : format === 'US' ? [c, a, b] : [c, b, a];
  let hours = match[4] ? Number(match[4]) : 0;
  const meridiem = match[7]?.toUpperCase();
  if (meridiem === 'PM' && hours < 12) hours += 12;
  if (meridiem === 'AM' && hours === 12) hours = 0;
  return utcDate(year, month, day, hours, match[5] ? Number(match[5]) : 0, match[6] ? Number(match[6]) : 0);
}

// Four digits first can only be a year: 1999-12-24 typed into a day-first or month-first field.
const yearFirst = /^\s*\d{4}[-/.]/;

/**
 * Reads a date a person typed into a field: in the field's order, or year first (ISO), which no other
 * order can be confused with (issue 38: the calendar follows 1999-12-24 typed into an EU field).
 * The importers keep `parseDateInOrder`, where the order found in a column says how it is shown.
 */
export function parseTypedDate(text: string, format: DateFormat): Date | null {
  return parseDateInOrder(text, format) ?? (format !== 'ISO' && yearFirst.test(text) ? parseDateInOrder(text, 'ISO') : null);
}
