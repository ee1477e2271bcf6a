import type { DateOptions } from '@cellar/core';
import { Calendar } from './Calendar';
import { draftDate, draftWithDay, draftWithTime, matchingTimeChoice } from './dateDraft';
import { TimeList } from './TimeList';

/** The calendar, plus the time list when the field has a time, working on a draft text. */
export function DatePicker({ draft, options, onDraft }: { draft: string; options: DateOptions; onDraft: (text: string, done: boolean) => void }) {
  return (
    <>
      <Calendar value={draftDate(draft, options)} onPick={(day) => onDraft(draftWithDay(draft, day, options), !options.date_include_time)} />
      {options.date_include_time && (
        <TimeList format={options.date_time_format} selected={matchingTimeChoice(draft, options)} onPick={(time) => onDraft(draftWithTime(draft, time, options), false)} />
      )}
    </>
  );
}
