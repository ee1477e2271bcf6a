/** The units `date_diff` and `date_add` take, by every name the reference's `date_diff` accepts (any letter case). */
export type DateUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

const unitNames: Record<string, DateUnit> = {
  yy: 'year', yyyy: 'year', year: 'year', years: 'year',
  mm: 'month', m: 'month', month: 'month', months: 'month',
  wk: 'week', ww: 'week', week: 'week', weeks: 'week',
  dd: 'day', d: 'day', day: 'day', days: 'day',
  hh: 'hour', hour: 'hour', hours: 'hour',
  mi: 'minute', n: 'minute', minute: 'minute', minutes: 'minute',
  s: 'second', ss: 'second', second: 'second', seconds: 'second',
};

/** The unit a name means, or undefined (then the result is empty). */
export function dateUnitOf(name: string): DateUnit | undefined {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(unitNames, key) ? unitNames[key] : undefined;
}

/** Every accepted unit name, for the SQL side's CASE. */
export const dateUnitNames: Readonly<Record<string, DateUnit>> = unitNames;

/** The length of each fixed unit; years and months are counted on the calendar instead. */
export const secondsPer: Record<Exclude<DateUnit, 'year' | 'month'>, number> = { week: 604_800, day: 86_400, hour: 3_600, minute: 60, second: 1 };
