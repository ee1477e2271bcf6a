import { createContext } from 'react';

/** The grid's own id prefix, so two grids on a page never share cell ids. */
export const GridIdContext = createContext('grid');

/** A cell's DOM id, which the grid names as its `aria-activedescendant` while the cell is selected. */
export function cellDomId(gridId: string, rowId: number, fieldId: number): string {
  return `${gridId}-row-${rowId}-field-${fieldId}`;
}
