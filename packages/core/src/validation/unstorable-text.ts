import type { FieldError } from '../errors/error-codes.js';

/**
 * Text no column can hold: PostgreSQL's text has no NUL character, and a lone UTF-16 surrogate is
 * not Unicode at all (the driver would silently store U+FFFD instead). One rule for every request,
 * worded as the reference words it: such text is refused wherever it appears, keys included.
 */
export function unstorableTextError(text: string): FieldError | undefined {
  if (text.includes('\u0000')) return { error: 'Null characters are not allowed.', code: 'null_characters_not_allowed' };
  const surrogate = firstLoneSurrogate(text);
  if (surrogate === undefined) return undefined;
  return { error: `Surrogate characters are not allowed: U+${surrogate.toString(16).toUpperCase()}.`, code: 'surrogate_characters_not_allowed' };
}

// In a Unicode-aware pattern a pair is one code point, so only a surrogate outside a pair is a
// code point of category Cs. Matched natively: no script loop over each unit of the 25 MB a request
// may carry (instrumented for mutation testing, such a loop took tens of seconds).
const loneSurrogate = /\p{Cs}/u;

// The first UTF-16 surrogate that is not half of a pair, by code unit.
function firstLoneSurrogate(text: string): number | undefined {
  return loneSurrogate.exec(text)?.[0].charCodeAt(0);
}

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

// Paths are rebuilt only for the one text found: copying them at every level would make a deeply
// nested body cost the square of its depth.
function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/** The first unstorable text in a parsed JSON value, with its path; a loop, not recursion, so any depth is safe. */
export function findUnstorableText(value: unknown): { path: string[]; error: FieldError } | undefined {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      const error = unstorableTextError(current);
      if (error) return { path: pathOf(visit), error };
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const keyError = unstorableTextError(key);
        if (keyError) return { path: [...pathOf(visit), key], error: keyError };
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}
