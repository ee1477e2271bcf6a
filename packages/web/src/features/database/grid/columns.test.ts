import { gridConstants } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import { layoutColumns, rowDetailsWidth } from './columns';

describe('the row number column', () => {
  it('keeps the contract width up to three digits and widens a digit at a time after', () => {
    expect(rowDetailsWidth(0)).toBe(gridConstants.rowDetailsColumnWidth);
    expect(rowDetailsWidth(999)).toBe(gridConstants.rowDetailsColumnWidth);
    // Row 1831 and its enlarge button side by side (issue 38): 4 digits of 8 px beside the 36 px of button and padding.
    expect(rowDetailsWidth(1831)).toBe(68);
    expect(rowDetailsWidth(2_000_000)).toBe(92);
  });

  it('moves the primary field and the left section with it', () => {
    const primary = { id: 1, table_id: 7, name: 'Name', order: 1, type: 'text' as const, primary: true };
    const layout = layoutColumns([primary], {}, {}, 2_000_000);
    expect(layout.detailsWidth).toBe(92);
    expect(layout.primary?.left).toBe(92);
    expect(layout.leftWidth).toBe(92 + layout.primary!.width);
  });
});
