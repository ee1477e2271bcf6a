import { describe, expect, it } from 'vitest';
import { dateOptions } from './date-field.js';
import { formatTimePart, parseDateInOrder, parseTypedDate } from './date-format.js';
import { fieldTypes } from '../registry.js';

const usDateTime12 = dateOptions.parse({ date_format: 'US', date_include_time: true, date_time_format: '12' });

describe('typed 12-hour times', () => {
  it.each([
    ['07/22/2021 12:30 PM', '2021-07-22T12:30:00Z'],
    ['07/22/2021 12:30PM', '2021-07-22T12:30:00Z'],
    ['07/22/2021 12:00 pm', '2021-07-22T12:00:00Z'],
    ['07/22/2021 12:30 AM', '2021-07-22T00:30:00Z'],
    ['07/22/2021 12:00am', '2021-07-22T00:00:00Z'],
    ['07/22/2021 1:30 PM', '2021-07-22T13:30:00Z'],
    ['07/22/2021 11:59 PM', '2021-07-22T23:59:00Z'],
    ['07/22/2021 11:59 AM', '2021-07-22T11:59:00Z'],
  ])('%j is %s: 12 PM is noon, 12 AM midnight, never hour 24', (text, expected) => {
    expect(fieldTypes.date.fromTyped(text, usDateTime12)).toBe(expected);
    expect(fieldTypes.date.validateTyped(text, usDateTime12)).toBeNull();
  });

  it('read back what the grid writes, for every half hour of the day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
      const date = new Date(Date.UTC(2021, 6, 22, Math.floor(minutes / 60), minutes % 60));
      const typed = `07/22/2021 ${formatTimePart(date, '12')}`;
      expect(parseDateInOrder(typed, 'US')?.toISOString(), typed).toBe(date.toISOString());
    }
  });
});

describe('dates typed year first into a day-first or month-first field (issue 38)', () => {
  it('are read as year-month-day, with or without a time', () => {
    expect(parseTypedDate('1999-12-24', 'EU')?.toISOString()).toBe('1999-12-24T00:00:00.000Z');
    expect(parseTypedDate('1999/12/24 13:30', 'US')?.toISOString()).toBe('1999-12-24T13:30:00.000Z');
  });

  it('leave the field\'s own order first, and refuse what is no date in either', () => {
    expect(parseTypedDate('01/02/2021', 'EU')?.toISOString()).toBe('2021-02-01T00:00:00.000Z');
    expect(parseTypedDate('01/02/2021', 'US')?.toISOString()).toBe('2021-01-02T00:00:00.000Z');
    expect(parseTypedDate('1999-24-12', 'EU')).toBeNull();
    expect(parseDateInOrder('1999-12-24', 'EU')).toBeNull();
  });
});
