import { gridConstants, type GridFieldOptions } from '@cellar/core';
import type { StateStore } from '../../../../ui/stateStore';
import type { GridState } from './gridStore';

/** Column settings a field has before the server stores any (contract §11.5). */
export const defaultFieldOptions: GridFieldOptions = { width: gridConstants.defaultFieldWidth, hidden: false, order: gridConstants.maxFieldOrder };

/** The settings of one column, with defaults for fields the grid has not heard of yet. */
export function optionsFor(options: GridState['fieldOptions'], fieldId: number): GridFieldOptions {
  return options[String(fieldId)] ?? defaultFieldOptions;
}

/** Sends a field options change to the server. */
export type SaveFieldOptions = (changes: Record<number, Partial<GridFieldOptions>>) => Promise<unknown>;

/**
 * Hide/show, width and order changes (spec §4): applied at once, saved with one PATCH, and
 * each changed key put back if the save fails, unless a later change touched it meanwhile.
 */
export async function changeFieldOptions(
  store: StateStore<GridState>,
  save: SaveFieldOptions,
  changes: Record<number, Partial<GridFieldOptions>>,
  onError: (error: unknown) => void,
): Promise<void> {
  const before = store.getState().fieldOptions;
  const apply = (options: GridState['fieldOptions'], patch: Record<number, Partial<GridFieldOptions>>) => {
    const next = { ...options };
    for (const [id, change] of Object.entries(patch)) next[id] = { ...optionsFor(options, Number(id)), ...change };
    return next;
  };
  store.setState((state) => ({ ...state, fieldOptions: apply(state.fieldOptions, changes) }));
  try {
    await save(changes);
  } catch (error) {
    store.setState((state) => {
      const rollback: Record<number, Partial<GridFieldOptions>> = {};
      for (const [id, change] of Object.entries(changes)) {
        const old = optionsFor(before, Number(id));
        const current = optionsFor(state.fieldOptions, Number(id));
        const keys = (Object.keys(change) as (keyof GridFieldOptions)[]).filter((key) => current[key] === change[key]);
        rollback[Number(id)] = Object.fromEntries(keys.map((key) => [key, old[key]]));
      }
      return { ...state, fieldOptions: apply(state.fieldOptions, rollback) };
    });
    onError(error);
  }
}
