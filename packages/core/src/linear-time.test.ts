import { describe, expect, it } from 'vitest';
import { sendResetPasswordEmailRequest } from './accounts/schemas.js';
import { parseTsv } from './clipboard/tsv.js';
import { dateOptions } from './fields/date/date-field.js';
import { parseDateInOrder } from './fields/date/date-format.js';
import { parseDecimalText } from './fields/number/decimal-text.js';
import { numberOptions } from './fields/number/number-field.js';
import { emailPattern, hasUrlScheme, isValidEmail, isValidPhoneNumber, isValidUrl, phonePattern, urlPattern, type SharedPattern } from './fields/patterns.js';
import { fieldTypes } from './fields/registry.js';
import { fieldIdsParam, integerParam } from './rows/query-params.js';
import { filterParams, orderByParam } from './rows/row-query.js';
import { emailAddress } from './validation/primitives.js';

// Every pattern and scanner in core that reads user input, timed against adversarial strings of
// 10,000 and 100,000 characters: ten times the input may cost about ten times the time, never a
// hundred (a backtracking pattern that splits a run every way is quadratic). Growth is compared,
// never a wall-clock threshold, so a slow machine does not fail it.

// Core has no Node or DOM types; both provide a monotonic clock here.
const { performance } = globalThis as unknown as { performance: { now(): number } };

const small = 10_000;
const large = 100_000;
// Linear growth is ~10×; quadratic ~100×. The margin absorbs timer noise and GC pauses.
const maxGrowth = 30;

/** Milliseconds per call of one run repeated for at least 10 ms. */
function perCall(run: () => unknown): number {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    run();
    calls += 1;
    elapsed = performance.now() - start;
  } while (elapsed < 10);
  return elapsed / calls;
}

/** How much longer the large input takes than the small one: the best of interleaved rounds, so load and GC pauses drop out. */
function growth(run: (text: string) => unknown, smallInput: string, largeInput: string): number {
  let [bestSmall, bestLarge] = [Infinity, Infinity];
  for (let round = 0; round < 7; round++) {
    bestSmall = Math.min(bestSmall, perCall(() => run(smallInput)));
    bestLarge = Math.min(bestLarge, perCall(() => run(largeInput)));
  }
  return bestLarge / bestSmall;
}

const regExp = (pattern: SharedPattern) => new RegExp(pattern.source, pattern.flags);
const spaces = (n: number) => ' '.repeat(n);
const dateTimeOptions = dateOptions.parse({ date_include_time: true });
const integer = numberOptions.parse({});

// [what, the call, an adversarial input of about n characters]
const cases: [string, (text: string) => unknown, (n: number) => string][] = [
  ['email pattern (as SQL runs it): dots with no TLD', (text) => regExp(emailPattern).test(text), (n) => `a@${'.'.repeat(n)}@`],
  ['email pattern (as SQL runs it): labels then a space', (text) => regExp(emailPattern).test(text), (n) => `a@${'a.'.repeat(n / 2)} x`],
  ['email pattern (as SQL runs it): many @', (text) => regExp(emailPattern).test(text), (n) => 'a@'.repeat(n / 2)],
  ['email pattern (as SQL runs it): spaces around', (text) => regExp(emailPattern).test(text), (n) => `${spaces(n / 2)}a@b.cc${spaces(n / 2)}x`],
  ['isValidEmail', isValidEmail, (n) => `a@${'.'.repeat(n)}@`],
  ['url pattern: path then spaces', (text) => regExp(urlPattern).test(text), (n) => `http://a${spaces(n)}x`],
  ['url pattern: slashes', (text) => regExp(urlPattern).test(text), (n) => `http://a${'/'.repeat(n)} x`],
  ['url pattern: leading spaces', (text) => regExp(urlPattern).test(text), (n) => `${spaces(n)}x`],
  ['isValidUrl', isValidUrl, (n) => `https://${'a'.repeat(n)} \u00a0x`],
  ['phone pattern', (text) => regExp(phonePattern).test(text), (n) => `${'1'.repeat(n)}x`],
  ['isValidPhoneNumber', isValidPhoneNumber, (n) => `${' '.repeat(n)}a`],
  ['hasUrlScheme', hasUrlScheme, (n) => `a${'a'.repeat(n)}:/`],
  ['typed date: spaces before a stray character', (text) => parseDateInOrder(text, 'EU'), (n) => `1-1-2021 1:11${spaces(n)}x`],
  ['typed date: spaces after the date', (text) => parseDateInOrder(text, 'EU'), (n) => `1-1-2021${spaces(n)}x`],
  ['typed date: T and spaces', (text) => parseDateInOrder(text, 'EU'), (n) => `1-1-2021${' T'.repeat(n / 2)}1:11x`],
  ['API date-time: long fraction', (text) => fieldTypes.date.parseApiValue(text, dateTimeOptions), (n) => `2021-01-01T01:11:11.${'1'.repeat(n)}x`],
  ['API number', (text) => fieldTypes.number.parseApiValue(text, integer), (n) => `${'1'.repeat(n)}x`],
  ['decimal text: leading zeros', parseDecimalText, (n) => `${'0'.repeat(n)}x`],
  ['decimal text: digits and point', parseDecimalText, (n) => `+${'1'.repeat(n / 2)}.${'1'.repeat(n / 2)}x`],
  ['integer query parameter', integerParam, (n) => `${spaces(n / 2)}1${spaces(n / 2)}x`],
  ['field id list', fieldIdsParam, (n) => `${'a'.repeat(n)},1`],
  ['order_by', orderByParam, (n) => `-${'-a'.repeat(n / 2)}`],
  ['filter keys', (text) => filterParams({ [text]: 'x' }, 'AND'), (n) => `filter__field_1__${'_'.repeat(n)}\n`],
  // Inputs of few cells: thousands of cells time the garbage collector rather than the scanner.
  ['TSV: an unclosed quote', parseTsv, (n) => `"${'a'.repeat(n)}`],
  ['TSV: doubled quotes, then a stray one', parseTsv, (n) => `"${'""'.repeat(n / 2)}"x`],
  ['e-mail in a body', (text) => emailAddress.safeParse(text), (n) => `${spaces(n)}a@example.com`],
  ['base_url in a body', (text) => sendResetPasswordEmailRequest.safeParse({ email: 'a@b.cc', base_url: text }), (n) => `http://localhost${'/'.repeat(n)}x`],
];

describe('patterns on user input run in linear time', () => {
  it.each(cases)('%s', (_, run, adversarial) => {
    const [smallInput, largeInput] = [adversarial(small), adversarial(large)];
    run(smallInput);
    expect(growth(run, smallInput, largeInput)).toBeLessThan(maxGrowth);
  }, 120_000);
});
