import { describe, expect, it } from 'vitest';
import { durationField, formatDuration, parseDurationText, type DurationFormat } from './duration-field.js';

const optionsOf = (duration_format: DurationFormat) => durationField.optionsSchema.parse({ duration_format });

describe('duration cells over the API (seconds, as the reference presents its interval)', () => {
  it.each([
    [5400, 'h:mm', 5400],
    [90, 'h:mm', 120],
    ['90', 'h:mm:ss', 90],
    ['1:30', 'h:mm', 5400],
    ['1:30', 'h:mm:ss', 90],
    ['1d 2h', 'h:mm', 93600],
    ['1h 30m', 'h:mm', 5400],
    ['-1:30', 'h:mm', -5400],
    ['1:30:30.5', 'h:mm:ss', 5431],
    ['1:30:30.55', 'h:mm:ss.s', 5430.6],
    ['3 days', 'd h', 259200],
    [1.2345, 'h:mm:ss.sss', 1.235],
    [null, 'h:mm', null],
  ] as const)('read %j in %s as %j', (input, format, value) => {
    expect(durationField.parseApiValue(input, optionsOf(format))).toEqual({ ok: true, value });
  });

  it.each([
    ['3 days ago', 'The value 3 days ago is not a valid duration.'],
    ['abc', 'The value abc is not a valid duration.'],
    ['', 'The value  is not a valid duration.'],
    [1e15, 'Value 1000000000000000 is too large. The maximum is 999999999 days, 23:59:59.999999.'],
    [true, 'The value true is not a valid duration.'],
  ])('refuse %j', (input, error) => {
    expect(durationField.parseApiValue(input, optionsOf('h:mm'))).toEqual({ ok: false, error: { error, code: 'invalid' } });
  });
});

describe('duration text', () => {
  it.each([
    [5400, 'h:mm', '1:30'],
    [93784.5, 'h:mm:ss.s', '26:03:04.5'],
    [93784, 'd h:mm:ss', '1d 2:03:04'],
    [93600, 'd h', '1d 2h'],
    [93780, 'd h mm', '1d 2h 03m'],
    [93784, 'd h mm ss', '1d 2h 03m 04s'],
    [-5400, 'h:mm', '-1:30'],
    [0, 'h:mm:ss.sss', '0:00:00.000'],
  ] as const)('writes %j in %s as %j', (seconds, format, text) => {
    expect(formatDuration(seconds, format)).toBe(text);
  });

  it('reads a bare number by the format, as the reference\'s editor does, and nothing else', () => {
    expect(parseDurationText('90', 'h:mm')).toBe(5400);
    expect(parseDurationText('90', 'h:mm:ss')).toBe(90);
    expect(parseDurationText('2', 'd h')).toBe(7200);
    expect(durationField.fromTyped('1:30', optionsOf('h:mm'))).toBe(5400);
    expect(durationField.validateTyped('soon', optionsOf('h:mm'))).toBe('Type a duration as h:mm');
    expect(durationField.fromPaste(durationField.toText(93784, optionsOf('d h:mm:ss')), optionsOf('d h:mm:ss'))).toBe(93784);
  });
});
