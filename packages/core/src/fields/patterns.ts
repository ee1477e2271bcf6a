/** Helper patterns of spec §5 and contract §9.3–§9.4, shared by cells, paste and conversion. */

/**
 * A regex the browser (as a RegExp) and the server's conversion SQL (with PostgreSQL's `~` or
 * `~*`) both read, so the two cannot drift. Sources use only syntax both engines mean alike:
 * anchors, groups, counted repeats and bracket classes with `\t`-style or `\uXXXX` escapes.
 */
export interface SharedPattern {
  source: string;
  /** `i` matches letters in any case (`~*` in PostgreSQL). */
  flags: '' | 'i';
  /** The most characters the trimmed text may have; a longer one never matches. */
  maxLength?: number;
}

/**
 * JS's `\s`, which is also what `trim()` strips, spelled out as bracket-class content:
 * PostgreSQL's `\s` follows the database locale (ASCII only under C).
 */
export const whitespaceClass = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const s = whitespaceClass;

// URLs and addresses are checked as trimmed text; allowing surrounding whitespace in the pattern
// means the same, since neither body starts or ends with whitespace, and spares SQL a trim.
const trimmed = (body: string) => `^[${s}]*${body}[${s}]*$`;

/** A URL with an http, https, ftp or ftps scheme. */
export const urlPattern: SharedPattern = { source: trimmed(`(https?|ftps?)://[^${s}/$.?#][^${s}]*`), flags: 'i' };
/** The most characters an e-mail address may have (RFC 5321's path limit, as Django's EmailField). */
export const emailMaxLength = 254;
/**
 * An e-mail address like name@host.tld, at most 254 characters. The domain is labels ending in a
 * dot, then a dot-free TLD: no two parts can take the same character, so matching is linear (a
 * domain part that may hold dots backtracks quadratically). JS counts a character outside the BMP
 * as two, so a one-emoji TLD, or an address at the length limit with such characters, differs
 * between the browser and PostgreSQL; no real address is either.
 */
export const emailPattern: SharedPattern = {
  source: trimmed(`[^${s}@]+@(?:[^${s}@.]+\\.)+[^${s}@.]{2,}`),
  flags: 'i',
  maxLength: emailMaxLength,
};
/** Digits, spaces and Nx,._+*()#=;/- — 1 to 100 of them. */
export const phonePattern: SharedPattern = { source: '^[0-9NnXx,+._*()#=;/ -]{1,100}$', flags: '' };

/** Whether text matches a shared pattern, its length limit included: what the SQL asks too. */
export function matchesPattern(pattern: SharedPattern, text: string): boolean {
  return (pattern.maxLength === undefined || text.trim().length <= pattern.maxLength) && compiled(pattern).test(text);
}

const compiledPatterns = new Map<SharedPattern, RegExp>();
function compiled(pattern: SharedPattern): RegExp {
  let regExp = compiledPatterns.get(pattern);
  if (!regExp) compiledPatterns.set(pattern, (regExp = new RegExp(pattern.source, pattern.flags)));
  return regExp;
}

/** A URL with an http, https, ftp or ftps scheme. */
export function isValidUrl(text: string): boolean {
  return matchesPattern(urlPattern, text);
}

/** An e-mail address like name@host.tld, at most 254 characters. */
export function isValidEmail(text: string): boolean {
  return matchesPattern(emailPattern, text);
}

/** A phone number as spec §5 allows it. */
export function isValidPhoneNumber(text: string): boolean {
  return matchesPattern(phonePattern, text);
}

/** Whether text starts with a scheme, so the grid can link it as it is or prefix https://. */
export function hasUrlScheme(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
}
