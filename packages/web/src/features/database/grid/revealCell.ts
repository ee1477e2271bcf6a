import { gridConstants } from '@cellar/core';
import type { GridLayout } from './columns';
import { frozenWidth } from './frozenSection';
import { verticalScale } from './verticalScale';

/**
 * Scrolls the least needed to show a cell below the sticky header and beside the fixed section
 * (when it is fixed); in rows' pixels, turned into the scroller's for a scaled grid of `count` rows.
 */
export function revealCell(scroller: HTMLElement, layout: GridLayout, count: number, rowIndex: number, fieldId: number): void {
  const { rowHeight } = gridConstants;
  const scale = verticalScale(count);
  const height = scroller.clientHeight;
  const shown = scale.contentTop(scroller.scrollTop, height);
  const top = rowHeight + rowIndex * rowHeight;
  if (top - rowHeight < shown) scroller.scrollTop = scale.scrollTopFor(top - rowHeight, height);
  else if (top + rowHeight > shown + height) scroller.scrollTop = scale.scrollTopFor(top + rowHeight - height, height);

  const frozen = frozenWidth(scroller, layout.leftWidth);
  const column = layout.columns.find((candidate) => candidate.field.id === fieldId);
  // The primary field is always in view while fixed; once it scrolls, it is revealed with the row details.
  const span = column ? { left: layout.leftWidth + column.left, width: column.width } : frozen === 0 && layout.primary?.field.id === fieldId ? { left: 0, width: layout.leftWidth } : null;
  if (!span) return;
  if (span.left - frozen < scroller.scrollLeft) scroller.scrollLeft = span.left - frozen;
  else if (span.left + span.width > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = span.left + span.width - scroller.clientWidth;
}
