import { describe, expect, it } from 'vitest';
import type { DateOptions } from '@cellar/core';
import { draftDate, draftWithDay, draftWithTime, matchingTimeChoice, splitDraft } from './dateDraft';

const eu: DateOptions = { date_format: 'EU', date_include_time: false, date_time_format: '24' };
const us12: DateOptions = { date_format: 'US', date_include_time: true, date_time_format: '12' };

describe('date editor drafts', () => {
  it('split into day and time', () => {
    expect(splitDraft(' 22/07/2021  01:30 PM ')).toEqual({ day: '22/07/2021', time: '01:30 PM' });
    expect(splitDraft('2021-07-22')).toEqual({ day: '2021-07-22', time: '' });
  });

  it('take a picked day in the field order, keeping a typed time', () => {
    const day = new Date(Date.UTC(2021, 6, 22));
    expect(draftWithDay('', day, eu)).toBe('22/07/2021');
    expect(draftWithDay('07/01/2021 09:30 AM', day, us12)).toBe('07/22/2021 09:30 AM');
    expect(draftWithDay('', day, us12)).toBe('07/22/2021 12:00 AM');
  });

  it('take a picked time, on today when no day was typed', () => {
    expect(draftWithTime('07/22/2021 09:30 AM', '01:00 PM', us12)).toBe('07/22/2021 01:00 PM');
    expect(draftWithTime('', '01:00 PM', us12, new Date(Date.UTC(2024, 1, 29)))).toBe('02/29/2024 01:00 PM');
  });

  it('read back as a UTC date and highlight the matching time', () => {
    expect(draftDate('07/22/2021 01:30 PM', us12)?.toISOString()).toBe('2021-07-22T13:30:00.000Z');
    expect(matchingTimeChoice('07/22/2021 01:30PM', us12)).toBe('01:30 PM');
    expect(matchingTimeChoice('07/22/2021 01:31 PM', us12)).toBeNull();
    expect(draftDate('31/02/2021', eu)).toBeNull();
  });
});
