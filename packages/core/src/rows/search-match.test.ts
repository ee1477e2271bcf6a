import { describe, expect, it } from 'vitest';
import { cellMatchesSearch } from './search-match.js';

describe("which cells the grid's search marks", () => {
  it('marks text containing the term, ignoring case and the spaces around the term', () => {
    expect(cellMatchesSearch('text', {}, 'Grace Hopper', 'hop')).toBe(true);
    expect(cellMatchesSearch('long_text', {}, 'Line one\nLine TWO', ' two ')).toBe(true);
    expect(cellMatchesSearch('email', {}, 'ada@example.com', 'grace')).toBe(false);
    expect(cellMatchesSearch('text', {}, null, 'a')).toBe(false);
    expect(cellMatchesSearch('text', {}, 'anything', '  ')).toBe(false);
  });

  it('searches a number only for a term that is a number, in the text the cell shows', () => {
    expect(cellMatchesSearch('number', { number_decimal_places: 2, number_type: 'DECIMAL' }, '12.50', '2.5')).toBe(true);
    expect(cellMatchesSearch('number', { number_decimal_places: 2, number_type: 'DECIMAL' }, '12.50', 'x')).toBe(false);
  });

  it('passes over checkboxes and links, whose cells the server does not search', () => {
    expect(cellMatchesSearch('boolean', {}, true, 'true')).toBe(false);
    expect(cellMatchesSearch('link_row', {}, [{ id: 1, value: 'Ada' }], 'ada')).toBe(false);
  });
});
