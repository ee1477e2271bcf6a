import type { Span } from './ast.js';

/**
 * Where an offset is, as people count: "column 7" (1-based), or "line 2, column 3" once the formula
 * has more than one line. Every error message ends with this.
 */
export function describePosition(text: string, offset: number): string {
  const before = text.slice(0, Math.max(0, offset));
  const lineStart = before.lastIndexOf('\n') + 1;
  // Characters, as people count them: an emoji before the mistake is one column, not two.
  const column = Array.from(before.slice(lineStart)).length + 1;
  if (lineStart === 0) return `column ${column}`;
  const line = before.split('\n').length;
  return `line ${line}, column ${column}`;
}

/** A message followed by its place: "Unknown function 'uper' at column 1". */
export function atPosition(message: string, text: string, at: Span | undefined): string {
  return at ? `${message} at ${describePosition(text, at.start)}` : message;
}
