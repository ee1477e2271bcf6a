import type { DurationFormat } from './duration-formats.js';

type Parts = { days?: string; hours?: string; mins?: string; secs?: string };
type Reader = (...groups: string[]) => Parts;
// Formats that read a bare "1:30" or "90" as hours and minutes, not minutes and seconds.
const minuteFormats: readonly DurationFormat[] = ['h:mm', 'd h', 'd h:mm', 'd h mm'];

const total = ({ days, hours, mins, secs }: Parts) =>
  Number(days ?? 0) * 86400 + Number(hours ?? 0) * 3600 + Number(mins ?? 0) * 60 + Number(secs ?? 0);

/**
 * The reference's patterns for typed durations (`DURATION_REGEXPS`), tried in its order; some
 * read their numbers by the field's format ("1:30" is 1 h 30 min in `h:mm`, 1 min 30 s in `h:mm:ss`).
 */
const patterns: readonly { pattern: RegExp; read: Reader; byFormat?: Partial<Record<DurationFormat, Reader>> }[] = [
  { pattern: /^(\d+):(\d+):(\d+|\d+\.\d+)$/, read: (hours, mins, secs) => ({ hours, mins, secs }) },
  { pattern: /^(\d+)(?:d\s*|\s+)(\d+):(\d+):(\d+|\d+\.\d+)$/, read: (days, hours, mins, secs) => ({ days, hours, mins, secs }) },
  { pattern: /^(\d+)(?:d\s*|\s+)(\d+)h$/, read: (days, hours) => ({ days, hours }) },
  { pattern: /^(\d+)h$/, read: (hours) => ({ hours }) },
  { pattern: /^(\d+)d$/, read: (days) => ({ days }) },
  {
    pattern: /^(\d+)(?:d\s*|\s+)(\d+):(\d+)$/,
    read: (days, mins, secs) => ({ days, mins, secs }),
    byFormat: Object.fromEntries(minuteFormats.map((f) => [f, (days: string, hours: string, mins: string) => ({ days, hours, mins })])),
  },
  { pattern: /^(\d+)(?:d\s*|\s+)(\d+):(\d+\.\d+)$/, read: (days, mins, secs) => ({ days, mins, secs }) },
  {
    pattern: /^(\d+):(\d+)$/,
    read: (mins, secs) => ({ mins, secs }),
    byFormat: { 'h:mm': (hours, mins) => ({ hours, mins }), 'd h': (hours, mins) => ({ hours, mins }), 'd h:mm': (hours, mins) => ({ hours, mins }) },
  },
  { pattern: /^(\d+):(\d+\.\d+)$/, read: (mins, secs) => ({ mins, secs }) },
  {
    pattern: /^(\d+)(?:d\s*|\s+)(\d+)$/,
    read: (days, secs) => ({ days, secs }),
    byFormat: { 'h:mm': (days, mins) => ({ days, mins }), 'd h': (days, hours) => ({ days, hours }), 'd h:mm': (days, mins) => ({ days, mins }), 'd h mm': (days, mins) => ({ days, mins }) },
  },
  { pattern: /^(\d+)(?:d\s*|\s+)(\d+\.\d+)$/, read: (days, secs) => ({ days, secs }) },
  {
    pattern: /^(\d+)$/,
    read: (secs) => ({ secs }),
    byFormat: { 'h:mm': (mins) => ({ mins }), 'd h': (hours) => ({ hours }), 'd h:mm': (mins) => ({ mins }), 'd h mm': (mins) => ({ mins }) },
  },
  { pattern: /^(\d+\.\d+)$/, read: (secs) => ({ secs }) },
];

// "1d 2h 3m 4.5s" and any part of it, in this order ("2h 30m", "45s").
const unitsPattern = /^(?:(?<days>\d+)d\s*)?(?:(?<hours>\d+)h\s*)?(?:(?<mins>\d+)(?:m\s*|\s+))?(?:(?<secs>\d+|\d+\.\d+)?s\s*)?$/;
// PostgreSQL's interval text ("3 days 02:00:00"), whole: the reference reads it too, but also
// reads any text that merely starts like one ("3 days ago" as 3 days), which Cellar refuses.
const intervalPattern = /^(?:(-?\d+) years? ?)?(?:(-?\d+) mons? ?)?(?:(-?\d+) days? ?)?(?:(-?\d{1,2}):(\d{2}):(\d{2}))?$/;

function readInterval(text: string): number | null {
  const match = intervalPattern.exec(text);
  if (!match || text === '') return null;
  const [, years = '0', months = '0', days = '0', hours, mins = '0', secs = '0'] = match;
  const sign = hours?.startsWith('-') ? -1 : 1;
  const time = hours === undefined ? 0 : sign * (Math.abs(Number(hours)) * 3600 + Number(mins) * 60 + Number(secs));
  return (Number(years) * 365 + Number(months) * 30 + Number(days)) * 86400 + time;
}

/** Seconds from a duration typed as text in one of the reference's forms, read by the field's format; null when it is none. */
export function parseDurationText(input: string, format: DurationFormat): number | null {
  const text = input.trim();
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const units = unitsPattern.exec(body)?.groups;
  if (units && Object.values(units).some((part) => part !== undefined)) return (negative ? -1 : 1) * total(units);
  for (const { pattern, read, byFormat } of patterns) {
    const match = pattern.exec(body);
    if (match) return (negative ? -1 : 1) * total((byFormat?.[format] ?? read)(...match.slice(1)));
  }
  return readInterval(text);
}
