import { gridConstants } from '@cellar/core';

/**
 * The tallest canvas the grid lays out. Browsers stop at about 33.5 million pixels (Chrome) and
 * 17.9 million (Firefox), which 2 million rows of 33 px pass; below both, with room to spare.
 */
export const maxCanvasHeight = 15_000_000;

/**
 * How the scroller's pixels map to the rows' pixels. While every row fits in the canvas the two
 * are the same; past that, the canvas keeps the largest height and a scroll position is spread
 * over all rows in proportion, so the scrollbar still reaches the first and the last row.
 */
export interface VerticalScale {
  /** The height the scroller scrolls through. */
  canvasHeight: number;
  /** True when the rows are taller than the canvas and positions are spread. */
  scaled: boolean;
  /** Where in the rows (pixels from the canvas's top, as if unscaled) a scroll position shows. */
  contentTop(scrollTop: number, viewportHeight: number): number;
  /** The scroll position that shows a place in the rows at the top of the viewport. */
  scrollTopFor(contentTop: number, viewportHeight: number): number;
}

/** Empty canvas below the add-row line, so the last rows can be scrolled above the bottom edge. */
export const canvasRoomBelow = 120;

/** The canvas of a grid of `count` rows: header, rows, the add-row line and some room below. */
export function verticalScale(count: number): VerticalScale {
  const contentHeight = (count + 2) * gridConstants.rowHeight + canvasRoomBelow;
  if (contentHeight <= maxCanvasHeight) {
    return { canvasHeight: contentHeight, scaled: false, contentTop: (scrollTop) => scrollTop, scrollTopFor: (contentTop) => contentTop };
  }
  // Spread so that the last scroll position shows the last rows: both ends meet exactly.
  const ratio = (viewportHeight: number) => (contentHeight - viewportHeight) / Math.max(1, maxCanvasHeight - viewportHeight);
  return {
    canvasHeight: maxCanvasHeight,
    scaled: true,
    contentTop: (scrollTop, viewportHeight) => scrollTop * ratio(viewportHeight),
    scrollTopFor: (contentTop, viewportHeight) => contentTop / ratio(viewportHeight),
  };
}
