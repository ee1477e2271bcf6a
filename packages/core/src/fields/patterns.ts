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
/**
 * An e-mail address like name@host.tld. JS counts a character outside the BMP as two, so a
 * one-emoji TLD passes in the browser only; no real TLD is one.
 */
export const emailPattern: SharedPattern = { source: trimmed(`[^${s}@]+@[^${s}@]+\\.[^${s}@]{2,}`), flags: 'i' };
/** Digits, spaces and Nx,._+*()#=;/- — 1 to 100 of them. */
export const phonePattern: SharedPattern = { source: '^[0-9NnXx,+._*()#=;/ -]{1,100}$', flags: '' };

const toRegExp = (pattern: SharedPattern) => new RegExp(pattern.source, pattern.flags);
const urlRegExp = toRegExp(urlPattern);
const emailRegExp = toRegExp(emailPattern);
const phoneRegExp = toRegExp(phonePattern);

/** A URL with an http, https, ftp or ftps scheme. */
export function isValidUrl(text: string): boolean {
  return urlRegExp.test(text);
}

/** An e-mail address like name@host.tld. */
export function isValidEmail(text: string): boolean {
  return emailRegExp.test(text);
}

/** A phone number as spec §5 allows it. */
export function isValidPhoneNumber(text: string): boolean {
  return phoneRegExp.test(text);
}

/** Whether text starts with a scheme, so the grid can link it as it is or prefix https://. */
export function hasUrlScheme(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
}
