import { describe, expect, it } from 'vitest';
import { fieldTypes } from './registry.js';
import { numberOptions } from './number/number-field.js';
import { dateOptions } from './date/date-field.js';
import { parseDateInOrder, timeChoices } from './date/date-format.js';

const decimal2 = numberOptions.parse({ number_type: 'DECIMAL', number_decimal_places: 2 });
const integerNegative = numberOptions.parse({ number_negative: true });
const integer = numberOptions.parse({});
const euDate = dateOptions.parse({});
const usDateTime12 = dateOptions.parse({ date_format: 'US', date_include_time: true, date_time_format: '12' });
const isoDateTime = dateOptions.parse({ date_format: 'ISO', date_include_time: true });

describe('typed cell input (spec §5)', () => {
  it.each([
    ['number', '', integer, null],
    ['number', '12a', integer, 'Enter a number such as 1234'],
    ['number', '1'.repeat(51), integer, 'Max 50 digits allowed.'],
    ['number', `-${'1'.repeat(50)}`, integerNegative, null],
    ['url', 'cellar.dev', {}, null],
    ['url', 'cellar', {}, 'Invalid URL'],
    ['url', 'https://cellar.dev/a?b=c', {}, null],
    ['url', 'ftp://files.example.com', {}, null],
    ['email', 'ada@', {}, 'Invalid email'],
    ['email', 'ada@example.com', {}, null],
    ['phone_number', '+31 (0)6-1234 x12', {}, null],
    ['phone_number', 'call me', {}, 'Invalid Phone Number'],
    ['phone_number', '1'.repeat(101), {}, 'Invalid Phone Number'],
  ] as const)('%s %j → %s', (type, text, options, message) => {
    expect(fieldTypes[type].validateTyped(text, options)).toBe(message);
  });

  it.each([
    ['10.555', decimal2, '10.56'],
    ['-10.555', decimal2, '0.00'],
    ['2.5', integer, '3'],
    ['-2.5', integerNegative, '-3'],
    ['', decimal2, null],
  ] as const)('saves typed number %j as %j', (text, options, value) => {
    expect(fieldTypes.number.fromTyped(text, options)).toBe(value);
  });

  it('reads typed dates in the field order, with an optional time', () => {
    expect(fieldTypes.date.fromTyped('22/7/2021', euDate)).toBe('2021-07-22');
    expect(fieldTypes.date.fromTyped('7/22/2021 7:45 PM', usDateTime12)).toBe('2021-07-22T19:45:00Z');
    expect(fieldTypes.date.fromTyped('31/02/2021', euDate)).toBeNull();
    expect(parseDateInOrder('2021-07-22 12:00 AM', 'ISO')?.toISOString()).toBe('2021-07-22T00:00:00.000Z');
  });
});

describe('paste rules (spec §5)', () => {
  it.each(['y', 'T', ' o ', 'YES', 'true', 'On', '1'])('boolean %j pastes as true', (text) => {
    expect(fieldTypes.boolean.fromPaste(text, {})).toBe(true);
  });
  it.each(['n', 'no', '0', 'false', '', 'maybe'])('boolean %j pastes as false', (text) => {
    expect(fieldTypes.boolean.fromPaste(text, {})).toBe(false);
  });
  it.each([
    ['url', 'not a url', ''],
    ['url', 'https://cellar.dev', 'https://cellar.dev'],
    ['url', 'cellar.dev/docs', 'https://cellar.dev/docs'],
    ['email', 'nope', ''],
    ['phone_number', 'abc', ''],
    ['number', 'abc', null],
    ['number', '1'.repeat(51), null],
    ['date', 'not a date', null],
    ['date', '2021-07-22T10:30:00Z', '2021-07-22'],
    ['text', ' kept as is ', ' kept as is '],
  ] as const)('%s %j pastes as %j', (type, text, value) => {
    const options = type === 'number' ? integer : type === 'date' ? euDate : {};
    expect(fieldTypes[type].fromPaste(text, options)).toBe(value);
  });
  it('keeps the time of a pasted ISO date-time when the field has one', () => {
    expect(fieldTypes.date.fromPaste('2021-07-22T10:30:00+02:00', isoDateTime)).toBe('2021-07-22T08:30:00Z');
  });
});

describe('API cell values (contract §9.4)', () => {
  it.each([
    ['number', '10.2', decimal2, { ok: true, value: '10.20' }],
    ['number', 7, integer, { ok: true, value: '7' }],
    ['number', '1.234', decimal2, { ok: false, error: { error: 'Ensure that there are no more than 2 decimal places.', code: 'max_decimal_places' } }],
    ['number', -1, integer, { ok: false, error: { error: 'Ensure this value is greater than or equal to 0.', code: 'min_value' } }],
    ['number', 'ten', integer, { ok: false, error: { error: 'A valid number is required.', code: 'invalid' } }],
    ['boolean', null, {}, { ok: false, error: { error: 'This field may not be null.', code: 'null' } }],
    ['boolean', 'True', {}, { ok: true, value: true }],
    ['date', '2021-7-2', euDate, { ok: true, value: '2021-07-02' }],
    ['date', '2021-02-30', euDate, { ok: false, error: { error: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.', code: 'invalid' } }],
    ['date', '2021-07-22T10:00:00-01:30', isoDateTime, { ok: true, value: '2021-07-22T11:30:00Z' }],
    ['url', null, {}, { ok: true, value: '' }],
    ['text', 12, {}, { ok: true, value: '12' }],
    ['text', { a: 1 }, {}, { ok: false, error: { error: 'Not a valid string.', code: 'invalid' } }],
  ] as const)('%s %j', (type, input, options, result) => {
    expect(fieldTypes[type].parseApiValue(input, options)).toEqual(result);
  });
});

describe('text forms', () => {
  it('formats dates in the field order and clock, in UTC', () => {
    expect(fieldTypes.date.toText('2021-07-22', euDate)).toBe('22/07/2021');
    expect(fieldTypes.date.toText('2021-07-22T12:45:00Z', usDateTime12)).toBe('07/22/2021 12:45PM');
    expect(fieldTypes.date.toText('2021-07-22T00:05:00Z', isoDateTime)).toBe('2021-07-22 00:05');
    expect(fieldTypes.date.toText(null, euDate)).toBe('');
  });
  it('offers a time every 30 minutes in either clock', () => {
    expect(timeChoices('24')).toHaveLength(48);
    expect(timeChoices('24').slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(timeChoices('12')[26]).toBe('01:00 PM');
  });
});
