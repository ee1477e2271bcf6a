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
  depth: number;
}

/** How far a walk of a request value goes before it stops and refuses the value. */
export interface WalkBounds {
  /** Levels of nesting; contract bodies use a handful, and deeper values only make work downstream. */
  maxDepth: number;
  /** Keys and items in all; more than a body of the largest limit (25 MiB) can hold, as each costs at least two bytes of JSON. */
  maxEntries: number;
}

/** The bounds every request body and query is walked within. */
export const requestWalkBounds: WalkBounds = { maxDepth: 64, maxEntries: 2 ** 24 };

// Paths are rebuilt only for the one text found: copying them at every level would make a deeply
// nested body cost the square of its depth.
function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * Whether a value is data a parser made (a list, or an object inheriting nothing but Object's own
 * members, as JSON.parse and the query-string parsers make them), rather than a live object such
 * as a request stream, whose graph is cyclic and as large as the process.
 */
export function isPlainData(value: object): boolean {
  if (Array.isArray(value)) return true;
  for (let proto: unknown = Object.getPrototypeOf(value); proto !== null && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    if (Reflect.ownKeys(proto as object).length > 0) return false;
  }
  return true;
}

const tooDeep = (bounds: WalkBounds): FieldError => ({ error: `The data may not be nested more than ${bounds.maxDepth} levels deep.`, code: 'max_depth' });
const tooLarge = (bounds: WalkBounds): FieldError => ({ error: `The data may not hold more than ${bounds.maxEntries} keys and items.`, code: 'max_length' });

/**
 * The first unstorable text in a parsed request value, with its path; a loop, not recursion. It
 * descends only into plain data (never a stream or other live object), each object once, and
 * refuses a value past its bounds as a whole, so a walk always ends, and soon.
 */
export function findUnstorableText(value: unknown, bounds: WalkBounds = requestWalkBounds): { path: string[]; error: FieldError } | undefined {
  const pending: Visit[] = [{ value, depth: 0 }];
  const seen = new Set<object>();
  let entries = 0;
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      const error = unstorableTextError(current);
      if (error) return { path: pathOf(visit), error };
    } else if (typeof current === 'object' && current !== null && isPlainData(current) && !seen.has(current)) {
      seen.add(current);
      if (visit.depth >= bounds.maxDepth) return { path: [], error: tooDeep(bounds) };
      for (const key of Object.keys(current)) {
        entries += 1;
        if (entries > bounds.maxEntries) return { path: [], error: tooLarge(bounds) };
        const keyError = unstorableTextError(key);
        if (keyError) return { path: [...pathOf(visit), key], error: keyError };
        pending.push({ value: (current as Record<string, unknown>)[key], key, parent: visit, depth: visit.depth + 1 });
      }
    }
  }
  return undefined;
}
