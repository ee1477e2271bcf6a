/**
 * The formula editor's view of the text as it is being typed: a tolerant split into tokens that
 * never fails. Core's parser gives meaning and errors, but refuses the half-written formula the
 * editor has most of the time (`concat(field('Na`); colouring, completion and the signature help
 * must keep working on exactly that text, so they read these tokens instead.
 */

/** What a piece of formula text is, for colouring and completion. */
export type FormulaTokenKind =
  | 'string'
  /** The quoted name inside `field(…)` or `lookup(…)`. */
  | 'field'
  | 'number'
  | 'boolean'
  /** A name directly followed by `(`. */
  | 'function'
  /** A name not (yet) followed by `(`: what a person is typing. */
  | 'identifier'
  | 'operator'
  | 'paren'
  | 'comma'
  | 'comment'
  | 'space'
  | 'unknown';

/** One token: its kind and where it is (0-based, end exclusive). */
export interface FormulaToken {
  kind: FormulaTokenKind;
  start: number;
  end: number;
  text: string;
}

// Baserow's lexer (BaserowFormulaLexer.g4): names may hold letters beyond ASCII; numbers may carry a sign the operator rule takes instead.
const patterns: [Exclude<FormulaTokenKind, 'field' | 'function' | 'boolean'>, RegExp][] = [
  ['space', /\s+/y],
  ['comment', /\/\*[\s\S]*?(\*\/|$)|\/\/[^\r\n]*/y],
  ['string', /'(?:\\[\s\S]|[^'\\])*(?:'|$)|"(?:\\[\s\S]|[^"\\])*(?:"|$)/y],
  ['number', /\d+(?:\.\d+)?(?:[eE]-*\d+)?/y],
  ['identifier', /[A-Za-z_\u00A1-\uFFFF][A-Za-z0-9_\u00A1-\uFFFF]*/y],
  ['operator', /&&|\|\||!=|<>|>=|<=|[-+*/%=<>&!]/y],
  ['paren', /[()]/y],
  ['comma', /,/y],
];

const referenceFunctions = new Set(['field', 'lookup']);

/** Splits formula text into tokens, covering every character; names before `(` become functions, strings inside `field(…)` field names. */
export function formulaTokens(text: string): FormulaToken[] {
  const tokens: FormulaToken[] = [];
  let at = 0;
  while (at < text.length) {
    const token = nextToken(text, at);
    tokens.push(token);
    at = token.end;
  }
  return classify(tokens);
}

function nextToken(text: string, at: number): FormulaToken {
  for (const [kind, pattern] of patterns) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match && match[0].length > 0) return { kind, start: at, end: at + match[0].length, text: match[0] };
  }
  return { kind: 'unknown', start: at, end: at + 1, text: text.charAt(at) };
}

/** The tokens that carry meaning, without spaces and comments. */
export function significant(tokens: FormulaToken[]): FormulaToken[] {
  return tokens.filter((token) => token.kind !== 'space' && token.kind !== 'comment');
}

function classify(tokens: FormulaToken[]): FormulaToken[] {
  const meaningful = significant(tokens);
  meaningful.forEach((token, index) => {
    const next = meaningful[index + 1];
    if (token.kind === 'identifier') {
      if (next?.text === '(') token.kind = 'function';
      else if (/^(true|false)$/i.test(token.text)) token.kind = 'boolean';
    }
    if (token.kind === 'string' && isReferenceArgument(meaningful, index)) token.kind = 'field';
  });
  return tokens;
}

// `field('A')`, and either side of `lookup('Link', 'Target')`.
function isReferenceArgument(tokens: FormulaToken[], index: number): boolean {
  const name = (offset: number) => tokens[index - offset]?.text.toLowerCase() ?? '';
  if (tokens[index - 1]?.text === '(') return referenceFunctions.has(name(2));
  return tokens[index - 1]?.kind === 'comma' && tokens[index - 2]?.kind === 'field' && tokens[index - 3]?.text === '(' && name(4) === 'lookup';
}

/** The text of a quoted string token, escapes undone; an unclosed one up to its end. */
export function unquote(token: Pick<FormulaToken, 'text'>): string {
  return readString(token.text).value;
}

/** Whether a string token has its closing quote. */
export function isClosedString(token: Pick<FormulaToken, 'text'>): boolean {
  return readString(token.text).closed;
}

function readString(quoted: string): { value: string; closed: boolean } {
  const quote = quoted.charAt(0);
  let value = '';
  for (let index = 1; index < quoted.length; index++) {
    const char = quoted.charAt(index);
    if (char === quote) return { value, closed: true };
    if (char === '\\') index++;
    value += quoted.charAt(index);
  }
  return { value, closed: false };
}

/** A field name as the formula language quotes it: single quotes, with backslash before quotes and backslashes. */
export function quoteName(name: string): string {
  return `'${name.replace(/[\\']/g, (char) => `\\${char}`)}'`;
}
