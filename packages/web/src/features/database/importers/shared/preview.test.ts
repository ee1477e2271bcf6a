import { describe, expect, it } from 'vitest';
import { previewOf } from './preview';

const more = Array.from({ length: 8 }, (_, index) => [`Person ${index + 1}`, String(20 + index)]);
const data = [['Name', 'Age'], ['Ada', '36'], ['Grace'], ['Linus', '54', 'Helsinki'], ...more, ['Margaret', '87']];

describe('the quick preview', () => {
  it('shows the header and the first 10 rows, padded to the widest row', () => {
    expect(previewOf(data, true)).toEqual({
      columns: ['Name', 'Age', 'Field 3'],
      rows: [['Ada', '36', ''], ['Grace', '', ''], ['Linus', '54', 'Helsinki'], ...more.slice(0, 7).map((row) => [...row, ''])],
    });
  });

  it('names columns Column N and shows the first 10 rows when the first row is not a header', () => {
    expect(previewOf(data, false)).toEqual({
      columns: ['Column 1', 'Column 2', 'Column 3'],
      rows: [['Name', 'Age', ''], ['Ada', '36', ''], ['Grace', '', ''], ['Linus', '54', 'Helsinki'], ...more.slice(0, 6).map((row) => [...row, ''])],
    });
  });
});
