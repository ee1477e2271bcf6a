import { parseDurationText } from './duration-parse.js';
import { roundToFormat, type DurationFormat } from './duration-formats.js';
import { maxDurationSeconds } from './duration-options.js';

/** Why a value is no duration: not one (`invalid`), or beyond the largest (`too_large`). */
export type DurationProblem = 'invalid' | 'too_large';

// What Python's float() reads: the reference tries a string as seconds before as a duration.
const floatText = /^\s*[+-]?(?:\d+(?:_\d+)*\.?(?:\d+(?:_\d+)*)?|\.\d+(?:_\d+)*)(?:[eE][+-]?\d+)?\s*$/;

/**
 * Seconds, rounded to the format, from what the API or a filter gives: a number of seconds, text
 * of a number (seconds), or text in one of the duration forms read by the format.
 */
export function durationSeconds(input: number | string, format: DurationFormat): number | DurationProblem {
  let seconds: number | null;
  if (typeof input === 'number') seconds = input;
  else if (floatText.test(input)) seconds = Number(input.replaceAll('_', ''));
  else seconds = parseDurationText(input, format);
  return checkedSeconds(seconds, format);
}

/** Seconds rounded to the format, or why they cannot be a duration. */
export function checkedSeconds(seconds: number | null, format: DurationFormat): number | DurationProblem {
  if (seconds === null || Number.isNaN(seconds)) return 'invalid';
  if (!Number.isFinite(seconds)) return 'too_large';
  const rounded = roundToFormat(seconds, format);
  return Math.abs(rounded) >= maxDurationSeconds ? 'too_large' : rounded;
}
