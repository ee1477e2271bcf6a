import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createProgressStore, type ProgressStore } from './progressStore';
import styles from './ProgressBar.module.css';

const ProgressContext = createContext<ProgressStore | null>(null);

/** Provides the page-wide progress bar and draws it along the top edge of the window. */
export function ProgressProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createProgressStore);
  return (
    <ProgressContext.Provider value={store}>
      <ProgressBar store={store} />
      {children}
    </ProgressContext.Provider>
  );
}

/** The progress bar's controls: start, set, finish, fail and hide. */
export function useProgress(): ProgressStore {
  const store = useContext(ProgressContext);
  if (!store) throw new Error('useProgress needs a ProgressProvider above it.');
  return store;
}

/** The bar itself: a thin accent line, red when the work failed. */
export function ProgressBar({ store }: { store: ProgressStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div
      className={[styles.bar, state.visible && styles.visible, state.failed && styles.failed].filter(Boolean).join(' ')}
      style={{ width: `${state.percent}%` }}
      role="progressbar"
      aria-label="Page loading"
      aria-hidden={!state.visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.percent)}
    />
  );
}
