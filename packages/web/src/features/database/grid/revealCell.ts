import { gridConstants } from '@cellar/core';
import type { GridLayout } from './columns';

/** Scrolls the least needed to show a cell below the sticky header and beside the fixed section. */
export function revealCell(scroller: HTMLElement, layout: GridLayout, rowIndex: number, fieldId: number): void {
  const { rowHeight } = gridConstants;
  const top = rowHeight + rowIndex * rowHeight;
  if (top - rowHeight < scroller.scrollTop) scroller.scrollTop = top - rowHeight;
  else if (top + rowHeight > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = top + rowHeight - scroller.clientHeight;

  const column = layout.columns.find((candidate) => candidate.field.id === fieldId);
  if (!column) return;
  const left = layout.leftWidth + column.left;
  if (left - layout.leftWidth < scroller.scrollLeft) scroller.scrollLeft = left - layout.leftWidth;
  else if (left + column.width > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = left + column.width - scroller.clientWidth;
}
