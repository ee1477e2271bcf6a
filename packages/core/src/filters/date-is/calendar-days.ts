// Calendar days as `YYYY-MM-DD`, computed on UTC midnights so no local zone or summer time moves them.

const dayMs = 86_400_000;

function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

// Years 1 to 9999 only, as Python's dates: outside them the reference finds no day (null).
function toDay(date: Date): string | null {
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) return null;
  return date.toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before when negative); null past the years 1 to 9999. */
export function addDays(day: string, count: number): string | null {
  return toDay(new Date(toDate(day).getTime() + count * dayMs));
}

/** The day `count` months after `day`, its day of month kept or clamped to the month's end (Python's relativedelta). */
export function addMonths(day: string, count: number): string | null {
  const date = toDate(day);
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() + count;
  const [year, month] = [Math.floor(monthIndex / 12), ((monthIndex % 12) + 12) % 12];
  const lastDay = new Date(Date.UTC(2000, month + 1, 0)).getUTCDate() - (month === 1 && !isLeapYear(year) ? 1 : 0);
  const result = new Date(Date.UTC(2000, month, Math.min(date.getUTCDate(), lastDay)));
  result.setUTCFullYear(year);
  return toDay(result);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The Monday on or before `day`: the first day of its week (weeks start on Monday, as the reference's). */
export function mondayOf(day: string): string | null {
  return addDays(day, -((toDate(day).getUTCDay() + 6) % 7));
}

/** The first day of `day`'s month. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of `day`'s year. */
export function yearStart(day: string): string {
  return `${day.slice(0, 4)}-01-01`;
}

/** The calendar day of a moment in an IANA time zone. */
export function dayInZone(moment: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(moment);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * A time zone's canonical IANA name, or null when there is no such zone. Names are case-sensitive,
 * as the reference's zoneinfo reads them from files: `europe/amsterdam` is no zone there.
 */
export function knownZone(zone: string): string | null {
  try {
    const known = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return known !== zone && known.toLowerCase() === zone.toLowerCase() ? null : known;
  } catch {
    return null;
  }
}
