import { formulaLimits } from '../formula.js';

// Lengths count characters (code points), as PostgreSQL's char_length and left do, so core's
// evaluator and the SQL cut a text at the same place.

/** A text's length in characters. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The text's first `max` characters (formulaLimits.maxTextLength unless said). */
export function boundText(text: string, max: number = formulaLimits.maxTextLength): string {
  if (text.length <= max) return text;
  let kept = 0;
  let end = 0;
  for (const character of text) {
    if (kept === max) return text.slice(0, end);
    kept += 1;
    end += character.length;
  }
  return text;
}

/**
 * Whether replacing in `text` with `replacement` could build more than formulaLimits.maxReplaceResult
 * characters: each of at most (length + 1) matches gives the replacement, whose group references
 * (`\\1`, regex_replace's `factor` 2) give at most the text again. Checked before building anything.
 */
export function replacementTooLarge(text: string, replacement: string, factor: 1 | 2): boolean {
  return (characterCount(text) + 1) * (characterCount(replacement) + 1) * factor > formulaLimits.maxReplaceResult;
}
