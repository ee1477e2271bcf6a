import { z } from 'zod';
import { ValidationError } from '../errors/domain-error.js';
import type { FieldError, ValidationDetail } from '../errors/error-codes.js';
import { validationMessages as m } from './messages.js';
import { findUnstorableText } from './unstorable-text.js';
import { pythonTypeName } from './python-type-name.js';

/**
 * Parses a request body against its schema, or throws the contract's `ERROR_REQUEST_BODY_VALIDATION`.
 * Every body is an object of keys (no body reads as `{}`), and no text in it may be unstorable.
 */
export function parseBody<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const body = input === undefined ? {} : input;
  if (body === null) throw new ValidationError(nestErrors([{ path: [], error: { error: m.null, code: 'null' } }]));
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError(nestErrors([{ path: [], error: { error: m.notADictionary(pythonTypeName(body)), code: 'invalid' } }]));
  }
  const unstorable = findUnstorableText(body);
  if (unstorable) throw new ValidationError(nestErrors([unstorable]));
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  throw new ValidationError(toValidationDetail(result.error.issues, body));
}

/**
 * Turns zod issues into DRF-shaped detail: `{key: [{error, code}]}`, items of plain lists keyed by
 * index; given the input, items of lists of objects as a list aligned with it (contract §1.3).
 */
export function toValidationDetail(issues: readonly z.core.$ZodIssue[], input?: unknown): ValidationDetail {
  const detail = nestErrors(issues.map((issue) => ({ path: issue.path.map(String), error: toFieldError(issue) })));
  return input === undefined ? detail : alignListsOfObjects(detail, input) as ValidationDetail;
}

// DRF reports a list of objects (select options, files) as a list as long as the input, `{}` for
// the valid items; a plain list (ids) stays keyed by index. An index whose errors are keyed by
// field name (an object, not a list of errors) marks a list of objects.
function alignListsOfObjects(detail: ValidationDetail[string] | ValidationDetail, input: unknown): unknown {
  if (Array.isArray(detail) || typeof detail !== 'object' || detail === null) return detail;
  const entries = Object.entries(detail);
  const isListOfObjects = Array.isArray(input) && entries.length > 0 && entries.every(([key, value]) => /^\d+$/.test(key) && !Array.isArray(value));
  if (isListOfObjects) {
    return (input as unknown[]).map((item, index) => {
      const errors = (detail as Record<string, ValidationDetail>)[String(index)];
      return errors === undefined ? {} : alignListsOfObjects(errors, item);
    });
  }
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  return Object.fromEntries(entries.map(([key, value]) => [key, alignListsOfObjects(value, source[key])]));
}

/** Errors at paths into DRF-shaped detail; errors of the body as a whole go to `non_field_errors`. */
export function nestErrors(errorsAt: readonly { path: readonly string[]; error: FieldError }[]): ValidationDetail {
  const detail: ValidationDetail = {};
  for (const issue of errorsAt) {
    const path = issue.path.length > 0 ? issue.path : ['non_field_errors'];
    let node = detail;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      if (next === undefined || Array.isArray(next)) node[key] = {};
      node = node[key] as ValidationDetail;
    }
    const leaf = path[path.length - 1] as string;
    const existing = node[leaf];
    const errors = Array.isArray(existing) ? (existing as FieldError[]) : [];
    // One message per key is what DRF gives and what forms show.
    if (errors.length === 0) errors.push(issue.error);
    node[leaf] = errors;
  }
  return detail;
}

function toFieldError(issue: z.core.$ZodIssue): FieldError {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { error: m.required, code: 'required' };
      if (issue.input === null) return { error: m.null, code: 'null' };
      return invalidTypeError(issue.expected, issue.input);
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1
          ? { error: m.blank, code: 'blank' }
          : { error: m.minLength(issue.minimum), code: 'min_length' };
      }
      // DRF's `allow_empty=False` (most lists' floor of one item) is `empty`; a `min_length` is `minItemsList`'s.
      if (issue.origin === 'array') return issue.minimum === 1 ? { error: m.emptyList, code: 'empty' } : { error: m.minItems(issue.minimum), code: 'min_length' };
      return { error: m.minValue(issue.minimum), code: 'min_value' };
    case 'too_big':
      if (issue.origin === 'string') return { error: m.maxLength(issue.maximum), code: 'max_length' };
      if (issue.origin === 'array') return { error: m.maxItems(issue.maximum), code: 'max_length' };
      return { error: m.maxValue(issue.maximum), code: 'max_value' };
    case 'invalid_format':
      if (issue.format === 'email') return { error: m.invalidEmail, code: 'invalid' };
      if (issue.format === 'url') return { error: m.invalidUrl, code: 'invalid' };
      return { error: issue.message, code: 'invalid' };
    case 'invalid_value':
      // A choice that was not sent is missing, not a wrong choice named "undefined".
      if (issue.input === undefined) return { error: m.required, code: 'required' };
      return { error: m.invalidChoice(issue.input), code: 'invalid_choice' };
    case 'custom':
      // A rule checked in code names its own DRF code (a token's `invalid_key`, say) in params.
      return { error: issue.message, code: typeof issue.params?.code === 'string' ? issue.params.code : 'invalid' };
    default:
      return { error: issue.message, code: 'invalid' };
  }
}

function invalidTypeError(expected: string, input: unknown): FieldError {
  if (expected === 'boolean') return { error: m.invalidBoolean, code: 'invalid' };
  if (expected === 'int' || expected === 'number') return { error: m.invalidInteger, code: 'invalid' };
  if (expected === 'array') return { error: m.notAList(pythonTypeName(input)), code: 'not_a_list' };
  return { error: m.invalidString, code: 'invalid' };
}
