import { cellError, defineFieldType, type CellParseResult } from '../field-type.js';
import { formatDuration, type DurationFormat } from './duration-formats.js';
import { durationOptions, type DurationOptions } from './duration-options.js';
import { checkedSeconds, durationSeconds } from './duration-value.js';
import { parseDurationText } from './duration-parse.js';
export { durationFormatRules, durationFormats, formatDuration, roundToFormat, isLossyChange, decimalsOf, type DurationFormat } from './duration-formats.js';
export { durationOptions, maxDurationSeconds, type DurationOptions } from './duration-options.js';
export { durationSeconds } from './duration-value.js';
export { parseDurationText } from './duration-parse.js';

// As Python writes the reference's `timedelta.max`.
const largest = '999999999 days, 23:59:59.999999';

function parseApiDuration(input: unknown, options: DurationOptions): CellParseResult<number | null> {
  if (input === null || input === undefined) return { ok: true, value: null };
  if (typeof input !== 'number' && typeof input !== 'string') return cellError(`The value ${JSON.stringify(input)} is not a valid duration.`);
  const seconds = durationSeconds(input, options.duration_format);
  if (seconds === 'invalid') return cellError(`The value ${input} is not a valid duration.`);
  if (seconds === 'too_large') return cellError(`Value ${input} is too large. The maximum is ${largest}.`);
  return { ok: true, value: seconds };
}

// Typed and pasted text is read as the reference's editor reads it: by the format, so a bare
// number means what the format's smallest unit is ("90" is 90 minutes in h:mm, 90 s in h:mm:ss).
function fromText(text: string, format: DurationFormat): number | null {
  const seconds = checkedSeconds(parseDurationText(text, format), format);
  return typeof seconds === 'number' ? seconds : null;
}

/** A length of time, held and sent as seconds (a JSON number), shown in its format ("1:30"). */
export const durationField = defineFieldType<DurationOptions, number | null>({
  type: 'duration',
  label: 'Duration',
  canBePrimary: true,
  canSort: true,
  optionsSchema: durationOptions,
  parseApiValue: parseApiDuration,
  defaultValue: () => null,
  toText: (value, options) => (value === null || value === undefined ? '' : formatDuration(value, options.duration_format)),
  fromPaste: (text, options) => fromText(text, options.duration_format),
  validateTyped: (text, options) => (text.trim() === '' || fromText(text, options.duration_format) !== null ? null : `Type a duration as ${options.duration_format}`),
  fromTyped: (text, options) => fromText(text, options.duration_format),
  apiDoc: {
    accepts: (options) =>
      `A number of seconds, or text in the field's format (${options.duration_format}) or another duration form ("1d 2h 30m"), or null; rounded to the format.`,
    responseSchema: () => ({ anyOf: [{ type: 'number' }, { type: 'null' }], description: 'The duration in seconds.' }),
    requestSchema: () => ({ type: ['number', 'string', 'null'] }),
    example: (options) => ({ response: 5400, request: options.duration_format.startsWith('d') ? '1d 2h' : '1:30' }),
  },
});
