import { describe, expect, it } from 'vitest';
import { parseDateInOrder, timeChoices, utcDate } from './date-format.js';

// The calendar and clock rules behind typed and API dates: which parts make a real moment.

describe('utcDate', () => {
  it.each([
    [2021, 1, 1, 0, 0, 0, '2021-01-01T00:00:00.000Z'],
    [2021, 12, 31, 23, 59, 59, '2021-12-31T23:59:59.000Z'],
    [2024, 2, 29, 0, 0, 0, '2024-02-29T00:00:00.000Z'],
    [99, 7, 22, 0, 0, 0, '0099-07-22T00:00:00.000Z'],
  ])('builds %i-%i-%i %i:%i:%i', (year, month, day, hours, minutes, seconds, iso) => {
    expect(utcDate(year, month, day, hours, minutes, seconds)?.toISOString()).toBe(iso);
  });

  it.each([
    [2021, 0, 1, 0, 0, 0],
    [2021, 13, 1, 0, 0, 0],
    [2021, 1, 0, 0, 0, 0],
    [2021, 1, 32, 0, 0, 0],
    [2021, 2, 29, 0, 0, 0],
    [2021, 4, 31, 0, 0, 0],
    [2021, 1, 1, 24, 0, 0],
    [2021, 1, 1, 0, 60, 0],
    [2021, 1, 1, 0, 0, 60],
  ])('refuses %i-%i-%i %i:%i:%i', (year, month, day, hours, minutes, seconds) => {
    expect(utcDate(year, month, day, hours, minutes, seconds)).toBeNull();
  });
});

describe('parseDateInOrder', () => {
  it('reads 12 AM as midnight and 12 PM as noon, and other PM hours after noon', () => {
    expect(parseDateInOrder('22/07/2021 12:30 AM', 'EU')?.toISOString()).toBe('2021-07-22T00:30:00.000Z');
    expect(parseDateInOrder('22/07/2021 12:30 pm', 'EU')?.toISOString()).toBe('2021-07-22T12:30:00.000Z');
    expect(parseDateInOrder('22/07/2021 1:30PM', 'EU')?.toISOString()).toBe('2021-07-22T13:30:00.000Z');
    expect(parseDateInOrder('22/07/2021 13:30:15', 'EU')?.toISOString()).toBe('2021-07-22T13:30:15.000Z');
  });

  it('reads the parts in the field order', () => {
    expect(parseDateInOrder('07/22/2021', 'US')?.toISOString()).toBe('2021-07-22T00:00:00.000Z');
    expect(parseDateInOrder('2021.7.22', 'ISO')?.toISOString()).toBe('2021-07-22T00:00:00.000Z');
    expect(parseDateInOrder('22 7 2021', 'EU')?.toISOString()).toBe('2021-07-22T00:00:00.000Z');
    expect(parseDateInOrder('22/07/2021 25:00', 'EU')).toBeNull();
    expect(parseDateInOrder('tomorrow', 'EU')).toBeNull();
  });
});

describe('timeChoices', () => {
  it('writes the 12-hour clock with a space before AM and PM', () => {
    const choices = timeChoices('12');
    expect(choices.slice(0, 2)).toEqual(['12:00 AM', '12:30 AM']);
    expect(choices[24]).toBe('12:00 PM');
    expect(choices[47]).toBe('11:30 PM');
    expect(timeChoices('24')[47]).toBe('23:30');
  });
});

describe('typed date text', () => {
  it('allows any run of spaces around the parts, and nothing else after them', () => {
    expect(parseDateInOrder('22/07/2021  7:45', 'EU')?.toISOString()).toBe('2021-07-22T07:45:00.000Z');
    expect(parseDateInOrder(' 22/07/2021 ', 'EU')?.toISOString()).toBe('2021-07-22T00:00:00.000Z');
    expect(parseDateInOrder('22/07/2021 junk', 'EU')).toBeNull();
  });
});
