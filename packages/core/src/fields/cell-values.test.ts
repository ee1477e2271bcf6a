import { describe, expect, it } from 'vitest';
import { fieldTypeOf, fieldTypes } from './registry.js';
import { fieldTypeNames } from './field-type.js';
import { dateOptions } from './date/date-field.js';
import { numberOptions } from './number/number-field.js';
import { textOptions } from './text/text-field.js';
import { truthyWords } from './boolean/boolean-field.js';
import { hasUrlScheme, isValidEmail, isValidUrl, phonePattern, matchesPattern } from './patterns.js';

// What each field type does with a cell value from the API, a new row, copied text, pasted and
// typed text (contract §9.4, spec §5): the rules the server stores by and the grid shows by.

const integer = numberOptions.parse({});
const integerNegative = numberOptions.parse({ number_negative: true });
const decimal2 = numberOptions.parse({ number_type: 'DECIMAL', number_decimal_places: 2 });
const decimal2Negative = numberOptions.parse({ number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true });
const euDate = dateOptions.parse({});
const isoDate = dateOptions.parse({ date_format: 'ISO' });
const isoDateTime = dateOptions.parse({ date_format: 'ISO', date_include_time: true });
const euDateTime12 = dateOptions.parse({ date_include_time: true, date_time_format: '12' });
const invalid = (error: string, code = 'invalid') => ({ ok: false, error: { error, code } });
const ok = (value: unknown) => ({ ok: true, value });

describe('the field type registry', () => {
  it('holds every type under its own name', () => {
    for (const name of fieldTypeNames) expect(fieldTypeOf(name).type).toBe(name);
  });

  it('names each type in the type dropdown as the spec does, and lets every type be primary and sorted', () => {
    expect(fieldTypeNames.map((name) => [name, fieldTypes[name].label, fieldTypes[name].canBePrimary, fieldTypes[name].canSort])).toEqual([
      ['text', 'Single line text', true, true],
      ['long_text', 'Long text', true, true],
      ['url', 'URL', true, true],
      ['email', 'Email', true, true],
      ['number', 'Number', true, true],
      ['boolean', 'Boolean', true, true],
      ['date', 'Date', true, true],
      ['link_row', 'Link to table', false, false],
      ['file', 'File', true, false],
      ['single_select', 'Single select', true, true],
      ['phone_number', 'Phone number', true, true],
      ['created_on', 'Created on', false, true],
      ['last_modified', 'Last modified', false, true],
      ['created_by', 'Created by', false, true],
      ['last_modified_by', 'Last modified by', false, true],
      ['autonumber', 'Autonumber', false, true],
      ['multiple_select', 'Multiple select', true, true],
      ['rating', 'Rating', true, true],
      ['duration', 'Duration', true, true],
      ['formula', 'Formula', true, true],
      ['lookup', 'Lookup', true, true],
      ['rollup', 'Rollup', true, true],
      ['count', 'Count', true, true],
    ]);
  });
});

describe('boolean cells', () => {
  const boolean = fieldTypes.boolean;
  it.each([
    [true, true] as const,
    [false, false] as const,
    [1, true] as const,
    [0, false] as const,
    ...['true', 'True', 'TRUE', '1', 't', 'y', 'yes', 'on'].map((word) => [word, true] as const),
    ...['false', 'False', 'FALSE', '0', 'f', 'n', 'no', 'off', ''].map((word) => [word, false] as const),
  ])('reads %j from the API as %j', (input, value) => {
    expect(boolean.parseApiValue(input, {})).toEqual(ok(value));
  });

  it.each([null, undefined])('refuses %j: a checkbox is never empty', (input) => {
    expect(boolean.parseApiValue(input, {})).toEqual(invalid('This field may not be null.', 'null'));
  });

  it.each([2, -1, 'maybe', 'TRUE ', 'Yes', {}, []])('refuses %j', (input) => {
    expect(boolean.parseApiValue(input, {})).toEqual(invalid('Must be a valid boolean.'));
  });

  it('starts unchecked, copies as true/false and reads typed words like paste', () => {
    expect(boolean.defaultValue({})).toBe(false);
    expect(boolean.toText(true, {})).toBe('true');
    expect(boolean.toText(false, {})).toBe('false');
    expect(boolean.validateTyped('anything', {})).toBeNull();
    expect(boolean.fromTyped(' Yes ', {})).toBe(true);
    expect(boolean.fromTyped('nope', {})).toBe(false);
  });

  it('publishes exactly the truthy words paste and conversion use', () => {
    expect([...truthyWords].sort()).toEqual(['1', 'o', 'on', 't', 'true', 'y', 'yes']);
  });
});

describe('text and long text cells', () => {
  it.each(['text', 'long_text'] as const)('%s keeps strings, writes numbers as text and refuses other values', (type) => {
    const field = fieldTypes[type];
    expect(field.parseApiValue('  as typed ', {})).toEqual(ok('  as typed '));
    expect(field.parseApiValue(12.5, {})).toEqual(ok('12.5'));
    expect(field.parseApiValue(null, {})).toEqual(ok(null));
    expect(field.parseApiValue(undefined, {})).toEqual(ok(null));
    expect(field.parseApiValue(true, {})).toEqual(invalid('Not a valid string.'));
    expect(field.parseApiValue({ a: 1 }, {})).toEqual(invalid('Not a valid string.'));
    expect(field.toText(null, {})).toBe('');
    expect(field.toText('x', {})).toBe('x');
    expect(field.fromPaste(' pasted\n', {})).toBe(' pasted\n');
    expect(field.fromTyped(' typed ', {})).toBe(' typed ');
    expect(field.validateTyped('', {})).toBeNull();
  });

  it('starts a new row with the text default, or empty (null) without one', () => {
    expect(fieldTypes.text.defaultValue(textOptions.parse({}))).toBeNull();
    expect(fieldTypes.text.defaultValue(textOptions.parse({ text_default: 'todo' }))).toBe('todo');
    expect(fieldTypes.long_text.defaultValue({})).toBeNull();
  });
});

describe('url, email and phone number cells', () => {
  it.each([
    ['url', 'https://cellar.dev', 'Enter a valid URL.'],
    ['email', 'ada@example.com', 'Enter a valid email address.'],
    ['phone_number', '+31 6 1234', 'Enter a valid phone number.'],
  ] as const)('%s: valid text is kept, empty and null are "", anything else is refused', (type, valid, message) => {
    const field = fieldTypes[type];
    expect(field.parseApiValue(valid, {})).toEqual(ok(valid));
    expect(field.parseApiValue('', {})).toEqual(ok(''));
    expect(field.parseApiValue(null, {})).toEqual(ok(''));
    expect(field.parseApiValue('not valid at all', {})).toEqual(invalid(message));
    expect(field.parseApiValue(false, {})).toEqual(invalid('Not a valid string.'));
    expect(field.defaultValue({})).toBe('');
    expect(field.toText(null, {})).toBe('');
    expect(field.toText(valid, {})).toBe(valid);
  });

  it.each([
    ['url', '  https://cellar.dev  ', 'https://cellar.dev', 'Invalid URL'],
    ['email', ' ada@example.com ', 'ada@example.com', 'Invalid email'],
    ['phone_number', ' +31 6 1234 ', '+31 6 1234', 'Invalid Phone Number'],
  ] as const)('%s: pasted and typed text is trimmed; blank typed text is fine, junk is not', (type, text, trimmed, message) => {
    const field = fieldTypes[type];
    expect(field.fromPaste(text, {})).toBe(trimmed);
    expect(field.fromPaste('junk!', {})).toBe('');
    expect(field.fromTyped(text, {})).toBe(trimmed);
    expect(field.validateTyped(text, {})).toBeNull();
    expect(field.validateTyped('   ', {})).toBeNull();
    expect(field.validateTyped('junk!', {})).toBe(message);
  });

  it('checks phone numbers as trimmed text, up to 100 characters', () => {
    expect(fieldTypes.phone_number.validateTyped(` ${'1'.repeat(100)} `, {})).toBeNull();
    expect(fieldTypes.phone_number.fromPaste(` ${'1'.repeat(100)} `, {})).toBe('1'.repeat(100));
    expect(matchesPattern(phonePattern, '')).toBe(false);
  });

  it('links text with any scheme as it is, and only that', () => {
    expect(hasUrlScheme('mailto://x')).toBe(true);
    expect(hasUrlScheme('git+ssh://host/repo')).toBe(true);
    expect(hasUrlScheme('h://x')).toBe(true);
    expect(hasUrlScheme('cellar.dev')).toBe(false);
    expect(hasUrlScheme('1http://x')).toBe(false);
    expect(hasUrlScheme('a b://x')).toBe(false);
  });

  it('answers the same for a pattern checked twice', () => {
    expect([isValidUrl('https://a.dev'), isValidUrl('https://a.dev'), isValidEmail('a@b.co'), isValidEmail('a@b.co')]).toEqual([true, true, true, true]);
    expect(isValidUrl('nope')).toBe(false);
  });
});

describe('number cells', () => {
  const number = fieldTypes.number;
  it.each([
    [null, integer, null],
    [undefined, integer, null],
    ['', integer, null],
    [12, integer, '12'],
    [' 007 ', integer, '7'],
    ['0', integer, '0'],
    ['-0', integerNegative, '0'],
    ['1.25', decimal2, '1.25'],
    ['.5', decimal2, '0.50'],
    ['5.', decimal2, '5.00'],
    ['-1.2', decimal2Negative, '-1.20'],
    [`${'9'.repeat(50)}.12`, decimal2, `${'9'.repeat(50)}.12`],
  ] as const)('reads %j as %j', (input, options, value) => {
    expect(number.parseApiValue(input, options)).toEqual(ok(value));
  });

  it.each([
    [true, integer, invalid('A valid number is required.')],
    [{}, integer, invalid('A valid number is required.')],
    ['1e3', integer, invalid('A valid number is required.')],
    ['.', integer, invalid('A valid number is required.')],
    ['-', integer, invalid('A valid number is required.')],
    ['1.5', integer, invalid('Ensure that there are no more than 0 decimal places.', 'max_decimal_places')],
    ['1.255', decimal2, invalid('Ensure that there are no more than 2 decimal places.', 'max_decimal_places')],
    ['1'.repeat(51), integer, invalid('Ensure that there are no more than 50 digits in total.', 'max_digits')],
    [`${'1'.repeat(51)}.12`, decimal2, invalid('Ensure that there are no more than 52 digits in total.', 'max_digits')],
    ['1'.repeat(51), decimal2, invalid('Ensure that there are no more than 50 digits before the decimal point.', 'max_whole_digits')],
    ['-1', integer, invalid('Ensure this value is greater than or equal to 0.', 'min_value')],
  ] as const)('refuses %j', (input, options, error) => {
    expect(number.parseApiValue(input, options)).toEqual(error);
  });

  it('keeps 1 to 5 decimal places', () => {
    expect(numberOptions.parse({ number_type: 'DECIMAL', number_decimal_places: 3 }).number_decimal_places).toBe(3);
    expect(numberOptions.safeParse({ number_decimal_places: 0 }).success).toBe(false);
    expect(numberOptions.safeParse({ number_decimal_places: 6 }).success).toBe(false);
  });

  it('allows exactly 50 digits before the point, and the field places after it', () => {
    expect(number.parseApiValue('1'.repeat(50), integer)).toEqual(ok('1'.repeat(50)));
    expect(number.parseApiValue(`${'1'.repeat(50)}.99`, decimal2)).toEqual(ok(`${'1'.repeat(50)}.99`));
    expect(number.validateTyped('1'.repeat(50), integer)).toBeNull();
  });

  it('rounds pasted and typed numbers half away from zero, and clamps negatives at 0 when they are off', () => {
    expect(number.fromPaste('1.005', decimal2)).toBe('1.01');
    expect(number.fromPaste('0.004', decimal2)).toBe('0.00');
    expect(number.fromPaste('0.995', decimal2)).toBe('1.00');
    expect(number.fromPaste('-0.004', decimal2Negative)).toBe('0.00');
    expect(number.fromPaste('-2.5', integerNegative)).toBe('-3');
    expect(number.fromPaste('-2.5', integer)).toBe('0');
    expect(number.fromPaste('-2.5', decimal2)).toBe('0.00');
    expect(number.fromPaste('abc', integer)).toBeNull();
    expect(number.fromPaste('1'.repeat(51), integer)).toBeNull();
    expect(number.fromPaste('1'.repeat(50), integer)).toBe('1'.repeat(50));
    expect(number.fromTyped('   ', integer)).toBeNull();
    expect(number.fromTyped(' 4.4 ', integer)).toBe('4');
  });

  it('copies a number as its text, and an empty cell as ""', () => {
    expect(number.toText('10.20', decimal2)).toBe('10.20');
    expect(number.toText(null, decimal2)).toBe('');
    expect(number.defaultValue(decimal2)).toBeNull();
    expect(number.validateTyped('   ', integer)).toBeNull();
  });
});

describe('date cells', () => {
  const date = fieldTypes.date;
  it.each([
    [null, euDate, null],
    [undefined, euDate, null],
    ['', euDate, null],
    ['2021-07-22', euDate, '2021-07-22'],
    [' 2021-7-2 ', euDate, '2021-07-02'],
    ['2021-07-22T12:45', isoDateTime, '2021-07-22T12:45:00Z'],
    ['2021-07-22 12:45:30.123', isoDateTime, '2021-07-22T12:45:30Z'],
    ['2021-07-22T12:45:00z', isoDateTime, '2021-07-22T12:45:00Z'],
    ['2021-07-22T12:45:00+02:00', isoDateTime, '2021-07-22T10:45:00Z'],
    ['2021-07-22T12:45:00-0130', isoDateTime, '2021-07-22T14:15:00Z'],
    ['2021-07-22T00:15:00+01:00', isoDateTime, '2021-07-21T23:15:00Z'],
  ] as const)('reads %j as %j', (input, options, value) => {
    expect(date.parseApiValue(input, options)).toEqual(ok(value));
  });

  it.each([
    ['2021-02-30', euDate],
    ['on 2021-07-22', euDate],
    ['22/07/2021', euDate],
    [20210722, euDate],
    ['2021-07-22T12:45', euDate],
  ] as const)('refuses the date %j', (input, options) => {
    expect(date.parseApiValue(input, options)).toEqual(invalid('Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'));
  });

  it.each(['2021-07-22', 'on 2021-07-22T12:45', '2021-07-22T12:45Z+', '2021-07-22T24:00', '2021-07-22T12:60', '2021-07-22T12:45:60', '2021-13-01T00:00', 'soon'])('refuses the date-time %j', (input) => {
    expect(date.parseApiValue(input, isoDateTime)).toEqual(
      invalid('Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].'),
    );
  });

  it('shows a date in the field order, with the time in its clock', () => {
    expect(date.toText('2021-07-02', euDate)).toBe('02/07/2021');
    expect(date.toText('2021-07-02', isoDate)).toBe('2021-07-02');
    expect(date.toText('2021-07-02T00:05:00Z', euDateTime12)).toBe('02/07/2021 12:05AM');
    expect(date.toText('2021-07-02T23:59:00Z', isoDateTime)).toBe('2021-07-02 23:59');
    expect(date.toText(null, euDate)).toBe('');
    expect(date.defaultValue(euDate)).toBeNull();
  });

  it('pastes ISO text, keeping the time only when the field has one', () => {
    expect(date.fromPaste(' 2021-07-22T12:45:00Z ', euDate)).toBe('2021-07-22');
    expect(date.fromPaste('2021-07-22T12:45:00Z', isoDateTime)).toBe('2021-07-22T12:45:00Z');
    expect(date.fromPaste('   ', euDate)).toBeNull();
    expect(date.fromPaste('someday', euDate)).toBeNull();
  });

  it('checks typed dates in the field order', () => {
    expect(date.validateTyped('22/07/2021', euDate)).toBeNull();
    expect(date.validateTyped('  ', euDate)).toBeNull();
    expect(date.validateTyped('07/22/2021', euDate)).toBe('Invalid date');
    expect(date.validateTyped('someday', euDate)).toBe('Invalid date');
    expect(date.fromTyped('22/07/2021 7:45 pm', euDateTime12)).toBe('2021-07-22T19:45:00Z');
    expect(date.fromTyped('someday', euDate)).toBeNull();
  });
});
