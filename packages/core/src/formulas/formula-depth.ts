import type { Span } from './ast.js';

/**
 * The deepest parenthesis nesting of a formula's text, and where it first went past `limit`. A linear
 * scan that skips strings and comments, run before the parser so that no nesting, however deep,
 * reaches the parser's recursion (1,000 nested parentheses would otherwise overflow the stack).
 */
export function findTooDeepNesting(text: string, limit: number): Span | null {
  let depth = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === "'" || char === '"') {
      index = endOfQuoted(text, index, char);
      continue;
    }
    if (char === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2);
      index = end === -1 ? text.length : end + 2;
      continue;
    }
    if (char === '/' && text[index + 1] === '/') {
      const end = text.indexOf('\n', index);
      index = end === -1 ? text.length : end;
      continue;
    }
    if (char === '(') {
      depth += 1;
      if (depth > limit) return { start: index, end: index + 1 };
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
    }
    index += 1;
  }
  return null;
}

function endOfQuoted(text: string, start: number, quote: string): number {
  let index = start + 1;
  while (index < text.length) {
    if (text[index] === '\\') index += 2;
    else if (text[index] === quote) return index + 1;
    else index += 1;
  }
  return text.length;
}
