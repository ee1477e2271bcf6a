import type { Row } from '@cellar/core';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { createStateStore, type StateStore } from '../../../../ui/stateStore';

/** How long a cell someone else changed says so. */
export const remoteEditFlashMs = 4000;

/** A cell someone else changed a moment ago: who (null when the server did not say) and when. */
export interface RemoteEdit {
  by: string | null;
  at: number;
}

/** The cells others changed lately, by `rowId:fieldId`; entries go once their flash is over. */
export interface RemoteEdits {
  store: StateStore<ReadonlyMap<string, RemoteEdit>>;
  /** Notes that `by` changed these cells of a row now. */
  record(rowId: number, fieldIds: readonly number[], by: string | null): void;
  dispose(): void;
}

const keyOf = (rowId: number, fieldId: number) => `${rowId}:${fieldId}`;

/** The fields whose cells differ between a row as the grid had it and as an event brings it. */
export function changedFieldIds(before: Row, after: Row): number[] {
  const ids: number[] = [];
  for (const key of Object.keys(after)) {
    if (!key.startsWith('field_')) continue;
    if (JSON.stringify(before[key as keyof Row]) !== JSON.stringify(after[key as keyof Row])) ids.push(Number(key.slice('field_'.length)));
  }
  return ids;
}

/** Creates the record of one grid; one timer sweeps the finished flashes, however many rows a burst of events changes. */
export function createRemoteEdits(now: () => number = Date.now): RemoteEdits {
  const store = createStateStore<ReadonlyMap<string, RemoteEdit>>(new Map());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sweep = () => {
    timer = undefined;
    const cutoff = now() - remoteEditFlashMs;
    store.setState((edits) => new Map([...edits].filter(([, edit]) => edit.at > cutoff)));
    if (store.getState().size > 0) timer = setTimeout(sweep, remoteEditFlashMs);
  };
  return {
    store,
    record(rowId, fieldIds, by) {
      if (fieldIds.length === 0) return;
      const at = now();
      store.setState((edits) => new Map([...edits, ...fieldIds.map((fieldId): [string, RemoteEdit] => [keyOf(rowId, fieldId), { by, at }])]));
      timer ??= setTimeout(sweep, remoteEditFlashMs);
    },
    dispose: () => clearTimeout(timer),
  };
}

/** The open grid's record; null where no live table feeds one (a grid on its own in a test). */
export const RemoteEditsContext = createContext<RemoteEdits | null>(null);

const subscribeNothing = () => () => undefined;

/** The cell's recent change by someone else, or null; a cell re-renders only when its own entry changes. */
export function useRemoteEdit(rowId: number, fieldId: number): RemoteEdit | null {
  const edits = useContext(RemoteEditsContext);
  const key = keyOf(rowId, fieldId);
  return useSyncExternalStore(edits?.store.subscribe ?? subscribeNothing, () => edits?.store.getState().get(key) ?? null);
}
