import { createContext, useContext, useSyncExternalStore } from 'react';
import { createStateStore, type StateStore } from '../../../../ui/stateStore';

/** Which column's header menu is open, if any: set by a click on its button or by Alt+Down on one of its cells. */
export type OpenFieldMenu = StateStore<number | null>;

/** Creates the grid's one open-menu store. */
export const createOpenFieldMenu = (): OpenFieldMenu => createStateStore<number | null>(null);

/** Provided by the grid to its column headers. */
export const OpenFieldMenuContext = createContext<OpenFieldMenu>(createOpenFieldMenu());

/** Whether this field's menu is open, and how to open or close it. */
export function useFieldMenuOpen(fieldId: number): [boolean, (open: boolean) => void] {
  const store = useContext(OpenFieldMenuContext);
  const open = useSyncExternalStore(store.subscribe, () => store.getState() === fieldId);
  return [open, (next) => store.setState((current) => (next ? fieldId : current === fieldId ? null : current))];
}
