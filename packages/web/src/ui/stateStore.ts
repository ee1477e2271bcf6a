/** A value that changes over time, readable with useSyncExternalStore. */
export interface StateStore<T> {
  getState(): T;
  setState(update: (state: T) => T): void;
  subscribe(listener: () => void): () => void;
}

/** Creates a StateStore; listeners run only when an update returns a new object. */
export function createStateStore<T>(initial: T): StateStore<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(update) {
      const next = update(state);
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
