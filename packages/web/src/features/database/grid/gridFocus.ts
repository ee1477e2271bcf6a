import { createContext, useContext, useRef } from 'react';

/**
 * Focuses the grid when focus is nowhere (its holder just closed), already inside it, or in one of
 * its cell editors' pop-ups or modals (`data-grid-editor`); never takes it from elsewhere.
 */
export function reclaimFocus(grid: HTMLElement | null): void {
  const active = document.activeElement;
  const nowhere = !active || active === document.body || !active.isConnected;
  if (grid && (nowhere || grid.contains(active) || active.closest('[data-grid-editor]'))) grid.focus({ preventScroll: true });
}

/**
 * The one way keys go back to the grid when a cell editor closes, whatever it was (an input, a
 * picker, the row selection modal, the file preview): at once, and again once the editor's
 * pop-ups and modals have finished closing, since a closing modal hands focus to its opener,
 * which went with the editor, and the browser then puts focus on the page's body. The second time
 * only while `stillIdle` (a cell selected, no editor open): a press outside the grid that ended the
 * edit keeps its focus, and an editor opened by the next key keeps it too.
 */
export function returnFocusAfterEditor(grid: HTMLElement | null, stillIdle: () => boolean): void {
  reclaimFocus(grid);
  requestAnimationFrame(() => setTimeout(() => stillIdle() && reclaimFocus(grid), 0));
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
