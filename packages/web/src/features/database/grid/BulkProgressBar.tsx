import { useSyncExternalStore } from 'react';
import type { StateStore } from '../../../ui/stateStore';
import type { BulkProgress } from './store/bulkRows';
import styles from './Grid.module.css';

/** How far a paste or emptying of many rows has got: rows done of all, as a bar and as words. */
export function BulkProgressBar({ progress }: { progress: StateStore<BulkProgress | null> }) {
  const current = useSyncExternalStore(progress.subscribe, progress.getState, progress.getState);
  if (!current) return null;
  const words = `${current.label}: ${current.done.toLocaleString('en-US')} of ${current.total.toLocaleString('en-US')} rows`;
  return (
    <div className={styles.bulkProgress} role="status">
      <span>{words}</span>
      <progress max={current.total} value={current.done} aria-label={current.label} />
    </div>
  );
}
