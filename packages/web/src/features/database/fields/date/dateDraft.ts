import { formatDatePart, parseTypedDate, timeChoices, type DateOptions } from '@cellar/core';

/** A date editor's text split into its day and its time ("22/07/2021", "01:30 PM"). */
export function splitDraft(draft: string): { day: string; time: string } {
  const trimmed = draft.trim();
  const space = trimmed.search(/\s/);
  return space === -1 ? { day: trimmed, time: '' } : { day: trimmed.slice(0, space), time: trimmed.slice(space).trim() };
}

/** The draft after picking a day in the calendar; a time already typed is kept, else midnight. */
export function draftWithDay(draft: string, day: Date, options: DateOptions): string {
  const dayText = formatDatePart(day, options.date_format);
  if (!options.date_include_time) return dayText;
  return `${dayText} ${splitDraft(draft).time || timeChoices(options.date_time_format)[0]}`;
}

/** The draft after picking a time; without a day yet, today (UTC) is used. */
export function draftWithTime(draft: string, time: string, options: DateOptions, today = new Date()): string {
  const day = splitDraft(draft).day || formatDatePart(today, options.date_format);
  return `${day} ${time}`;
}

/** The date a draft stands for, or null while it is not a complete date. */
export function draftDate(draft: string, options: DateOptions): Date | null {
  return parseTypedDate(draft, options.date_format);
}

/** The time-list entry matching the draft's time, if any ("9:30" matches "09:30"). */
export function matchingTimeChoice(draft: string, options: DateOptions): string | null {
  const date = draftDate(draft, options);
  if (!date || splitDraft(draft).time === '') return null;
  const minutes = date.getUTCHours() * 60 + date.getUTCMinutes();
  return minutes % 30 === 0 ? (timeChoices(options.date_time_format)[minutes / 30] ?? null) : null;
}
