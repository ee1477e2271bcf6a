import { describe, expect, it } from 'vitest';
import { previewOf } from './preview';

const data = [['Name', 'Age'], ['Ada', '36'], ['Grace'], ['Linus', '54', 'Helsinki'], ['Margaret', '87']];

describe('the quick preview', () => {
  it('shows the header and the first 3 rows, padded to the widest row', () => {
    expect(previewOf(data, true)).toEqual({
      columns: ['Name', 'Age', 'Field 3'],
      rows: [
        ['Ada', '36', ''],
        ['Grace', '', ''],
        ['Linus', '54', 'Helsinki'],
      ],
    });
  });

  it('names columns Column N and shows the first 3 rows when the first row is not a header', () => {
    expect(previewOf(data, false)).toEqual({
      columns: ['Column 1', 'Column 2', 'Column 3'],
      rows: [
        ['Name', 'Age', ''],
        ['Ada', '36', ''],
        ['Grace', '', ''],
      ],
    });
  });
});
