import { createContext, useContext, useRef } from 'react';

/** Focuses the grid when focus is nowhere (its holder just closed) or already inside it; never takes it from elsewhere. */
export function reclaimFocus(grid: HTMLElement | null): void {
  const active = document.activeElement;
  if (grid && (!active || active === document.body || grid.contains(active))) grid.focus({ preventScroll: true });
}

/** Provided by the grid to its menus, pop-ups and modals: their onCloseAutoFocus, which gives keys back to the grid. */
export const GridFocusContext = createContext<(event: Event) => void>(() => undefined);

/** An onCloseAutoFocus for an overlay of the grid: focus goes to the grid, not to a trigger that may be gone. */
export function useReturnFocus(): (event: Event) => void {
  return useContext(GridFocusContext);
}

/**
 * Focus for a menu of the grid: an item that runs through `handOver` opens another overlay, which
 * then holds focus (and returns it itself); after any other item focus goes back to the grid.
 */
export function useMenuFocus() {
  const returnFocus = useReturnFocus();
  const handedOver = useRef(false);
  return {
    handOver(open: () => void) {
      handedOver.current = true;
      open();
    },
    onCloseAutoFocus(event: Event) {
      if (handedOver.current) event.preventDefault();
      else returnFocus(event);
      handedOver.current = false;
    },
  };
}
