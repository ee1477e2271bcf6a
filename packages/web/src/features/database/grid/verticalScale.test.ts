import { gridConstants } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import { maxCanvasHeight, verticalScale } from './verticalScale';

const { rowHeight } = gridConstants;

describe('the grid canvas of a very tall table', () => {
  it('is the rows’ own height while they fit', () => {
    const scale = verticalScale(1000);
    expect(scale.scaled).toBe(false);
    expect(scale.canvasHeight).toBe(1002 * rowHeight + 120);
    expect(scale.contentTop(5000, 800)).toBe(5000);
  });

  it('stays under what browsers lay out for 2,000,000 rows, and its scrollbar reaches the last row', () => {
    const scale = verticalScale(2_000_000);
    expect(scale.scaled).toBe(true);
    expect(scale.canvasHeight).toBe(maxCanvasHeight);
    const viewport = 800;
    const end = scale.canvasHeight - viewport;
    // At the end of the scrollbar the last row and the add-row line are in view.
    const shown = scale.contentTop(end, viewport);
    expect(Math.floor((shown + viewport) / rowHeight)).toBeGreaterThanOrEqual(2_000_000);
    expect(scale.contentTop(0, viewport)).toBe(0);
    // Halfway down the scrollbar is halfway down the rows, and the way back gives the same place.
    expect(Math.round(scale.contentTop(end / 2, viewport) / rowHeight)).toBeCloseTo(1_000_000, -2);
    expect(scale.scrollTopFor(scale.contentTop(123_456, viewport), viewport)).toBeCloseTo(123_456, 6);
  });
});
