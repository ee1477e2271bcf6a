import { formulaTokens, type FormulaTokenKind } from './formulaTokens';

/** A run of formula text of one colour, marked when it is where the error is. */
export interface HighlightPiece {
  text: string;
  kind: FormulaTokenKind;
  isError: boolean;
}

/**
 * The formula's text cut into coloured runs for the overlay behind the text area, split where the
 * error's span begins and ends so it can be underlined. An error at the very end (a missing `)`)
 * gets a blank run of its own, so there is something to underline.
 */
export function highlightPieces(text: string, errorAt?: { start: number; end: number } | null): HighlightPiece[] {
  const cuts = errorAt ? [errorAt.start, errorAt.end] : [];
  const pieces: HighlightPiece[] = [];
  for (const token of formulaTokens(text)) {
    const bounds = [token.start, ...cuts.filter((cut) => cut > token.start && cut < token.end), token.end];
    for (let index = 0; index + 1 < bounds.length; index++) {
      const start = bounds[index]!;
      const end = bounds[index + 1]!;
      pieces.push({ text: text.slice(start, end), kind: token.kind, isError: errorAt ? isInside(start, end, errorAt) : false });
    }
  }
  if (errorAt && errorAt.start >= text.length) pieces.push({ text: ' ', kind: 'space', isError: true });
  return pieces;
}

// An empty span (an unexpected end, a missing argument) marks the run starting where it points.
function isInside(start: number, end: number, at: { start: number; end: number }): boolean {
  return start >= at.start && (end <= at.end || (at.start === at.end && start === at.start));
}
