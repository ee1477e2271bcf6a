import { describePosition } from './formula-position.js';

/** What peggy reports it expected at a failure: a named rule's description, a literal, the end. */
interface PeggyExpectation {
  type: string;
  description?: string;
  text?: string;
}

// Named grammar rules that all start a value: said once, as "a value".
const startsAValue = ['a number', 'text in quotes', 'true or false', 'a function name', "'('", "'field'", "'field_by_id'", "'lookup'"];

/**
 * Peggy's expected/found, as a short sentence with the place: "Expected ')' or an operator but found
 * ',' at column 9", "The formula ends too early at column 7: expected a value".
 */
export function describeSyntaxError(text: string, offset: number, expected: PeggyExpectation[], found: string | null): string {
  const where = describePosition(text, offset);
  if ((found === "'" || found === '"') && !closes(text, offset)) return `The text starting at ${where} has no closing ${found === "'" ? 'single' : 'double'} quote`;
  if (text.startsWith('/*', offset) && !text.includes('*/', offset + 2)) return `The comment starting at ${where} has no closing */`;
  const wanted = describeExpected(expected);
  if (found === null) return `The formula ends too early at ${where}: expected ${wanted}`;
  // A word or number is shown whole ('field', not 'f').
  const word = /^[\p{L}\p{N}_.]+/u.exec(text.slice(offset))?.[0];
  const shown = found === "'" ? '"\'"' : `'${word && /[\p{L}\p{N}_]/u.test(found) ? word : found}'`;
  return `Expected ${wanted} but found ${shown} at ${where}`;
}

function describeExpected(expected: PeggyExpectation[]): string {
  const words = new Set<string>();
  for (const expectation of expected) {
    const word = expectation.type === 'end' ? 'the end of the formula' : expectation.type === 'literal' ? `'${expectation.text}'` : expectation.description;
    if (word && word !== 'white space') words.add(word);
  }
  // Where any value may start, "a value" says it; a lone '(' after a function's name stays '('.
  if (words.has('a number')) {
    for (const word of startsAValue) words.delete(word);
    words.add('a value');
  }
  const list = [...words];
  if (list.length === 0) return 'something else';
  if (list.length === 1) return list[0]!;
  return `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
}

// Whether the quote at `offset` is closed later in the text (a backslash escapes the next character).
function closes(text: string, offset: number): boolean {
  const quote = text[offset];
  for (let index = offset + 1; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === quote) return true;
  }
  return false;
}
