import type { FormulaFunction } from './function-def.js';
import { add } from './operators/add.js';
import { and } from './operators/and.js';
import { divide } from './operators/divide.js';
import { equal } from './operators/equal.js';
import { greaterThanOrEqual } from './operators/greater-than-or-equal.js';
import { greaterThan } from './operators/greater-than.js';
import { lessThanOrEqual } from './operators/less-than-or-equal.js';
import { lessThan } from './operators/less-than.js';
import { minus } from './operators/minus.js';
import { multiply } from './operators/multiply.js';
import { notEqual } from './operators/not-equal.js';
import { or } from './operators/or.js';
import { concat } from './text/concat.js';
import { contains } from './text/contains.js';
import { left } from './text/left.js';
import { length } from './text/length.js';
import { lower } from './text/lower.js';
import { regexReplace } from './text/regex-replace.js';
import { replace } from './text/replace.js';
import { reverse } from './text/reverse.js';
import { right } from './text/right.js';
import { search } from './text/search.js';
import { splitPart } from './text/split-part.js';
import { t } from './text/t.js';
import { totext } from './text/totext.js';
import { trim } from './text/trim.js';
import { upper } from './text/upper.js';
import { abs } from './number/abs.js';
import { ceil } from './number/ceil.js';
import { even } from './number/even.js';
import { exp } from './number/exp.js';
import { floor } from './number/floor.js';
import { greatest } from './number/greatest.js';
import { int } from './number/int.js';
import { isNan } from './number/is-nan.js';
import { least } from './number/least.js';
import { ln } from './number/ln.js';
import { log } from './number/log.js';
import { mod } from './number/mod.js';
import { odd } from './number/odd.js';
import { power } from './number/power.js';
import { round } from './number/round.js';
import { sign } from './number/sign.js';
import { sqrt } from './number/sqrt.js';
import { tonumber } from './number/tonumber.js';
import { trunc } from './number/trunc.js';
import { whenNan } from './number/when-nan.js';
import { errorToNull } from './logic/error-to-null.js';
import { ifFunction } from './logic/if.js';
import { isNull } from './logic/is-null.js';
import { isblank } from './logic/isblank.js';
import { not } from './logic/not.js';
import { whenEmpty } from './logic/when-empty.js';
import { dateAdd } from './date/date-add.js';
import { dateDiff } from './date/date-diff.js';
import { datetimeFormat } from './date/datetime-format.js';
import { day } from './date/day.js';
import { hour } from './date/hour.js';
import { minute } from './date/minute.js';
import { month } from './date/month.js';
import { now } from './date/now.js';
import { second } from './date/second.js';
import { todate } from './date/todate.js';
import { today } from './date/today.js';
import { weekday } from './date/weekday.js';
import { year } from './date/year.js';
import { any } from './aggregate/any.js';
import { avg } from './aggregate/avg.js';
import { count } from './aggregate/count.js';
import { every } from './aggregate/every.js';
import { filter } from './aggregate/filter.js';
import { join } from './aggregate/join.js';
import { max } from './aggregate/max.js';
import { min } from './aggregate/min.js';
import { stddevPop } from './aggregate/stddev-pop.js';
import { stddevSample } from './aggregate/stddev-sample.js';
import { sum } from './aggregate/sum.js';
import { variancePop } from './aggregate/variance-pop.js';
import { varianceSample } from './aggregate/variance-sample.js';

/**
 * Every function of the formula language, by the name people type (lower case; names are read in
 * any case), with the reference's names and argument order so its formulas paste in. The server's
 * SQL map and the editor's completion are typed over `FormulaFunctionName`, so a function added here
 * is a compile error until both know it.
 */
export const formulaFunctionNames = [
  // operators
  'add', 'and', 'divide', 'equal', 'greater_than_or_equal', 'greater_than', 'less_than_or_equal', 'less_than', 'minus', 'multiply', 'not_equal', 'or',
  // text
  'concat', 'contains', 'left', 'length', 'lower', 'regex_replace', 'replace', 'reverse', 'right', 'search', 'split_part', 't', 'totext', 'trim', 'upper',
  // numbers
  'abs', 'ceil', 'even', 'exp', 'floor', 'greatest', 'int', 'is_nan', 'least', 'ln', 'log', 'mod', 'odd', 'power', 'round', 'sign', 'sqrt', 'tonumber', 'trunc', 'when_nan',
  // logic
  'error_to_null', 'if', 'is_null', 'isblank', 'not', 'when_empty',
  // dates
  'date_add', 'date_diff', 'datetime_format', 'day', 'hour', 'minute', 'month', 'now', 'second', 'todate', 'today', 'weekday', 'year',
  // aggregates over links
  'any', 'avg', 'count', 'every', 'filter', 'join', 'max', 'min', 'stddev_pop', 'stddev_sample', 'sum', 'variance_pop', 'variance_sample',
] as const;

/** A function's name, as the registry keys it. */
export type FormulaFunctionName = (typeof formulaFunctionNames)[number];

/** Each function's definition by name: its signature, words and example for the editor, its typing and its value. */
export const formulaFunctions: { readonly [K in FormulaFunctionName]: FormulaFunction } = {
  add, and, divide, equal, greater_than_or_equal: greaterThanOrEqual, greater_than: greaterThan, less_than_or_equal: lessThanOrEqual, less_than: lessThan, minus, multiply, not_equal: notEqual, or,
  concat, contains, left, length, lower, regex_replace: regexReplace, replace, reverse, right, search, split_part: splitPart, t, totext, trim, upper,
  abs, ceil, even, exp, floor, greatest, int, is_nan: isNan, least, ln, log, mod, odd, power, round, sign, sqrt, tonumber, trunc, when_nan: whenNan,
  error_to_null: errorToNull, if: ifFunction, is_null: isNull, isblank, not, when_empty: whenEmpty,
  date_add: dateAdd, date_diff: dateDiff, datetime_format: datetimeFormat, day, hour, minute, month, now, second, todate, today, weekday, year,
  any, avg, count, every, filter, join, max, min, stddev_pop: stddevPop, stddev_sample: stddevSample, sum, variance_pop: variancePop, variance_sample: varianceSample,
};

/** The function a formula names, in any letter case. */
export function findFormulaFunction(name: string): FormulaFunction | undefined {
  const key = name.toLowerCase();
  return Object.hasOwn(formulaFunctions, key) ? formulaFunctions[key as FormulaFunctionName] : undefined;
}

/** Whether a name is one of the language's functions. */
export function isFormulaFunctionName(name: string): name is FormulaFunctionName {
  return Object.hasOwn(formulaFunctions, name);
}
