import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import type { GridState } from './store/gridStore';
import styles from './Grid.module.css';

/** Covers the grid while its first rows load, or explains why they could not be loaded. */
export function GridStatus({ state, onRetry }: { state: GridState; onRetry: () => void }) {
  if (state.status === 'ready') return null;
  return (
    <div className={styles.state}>
      {state.status === 'loading' ? (
        <Spinner size={20} label="Loading rows" />
      ) : (
        <Alert tone="error" title="The rows couldn't be loaded." action={<Button size="sm" onClick={onRetry}>Try again</Button>}>
          {state.error instanceof Error ? state.error.message : 'Something went wrong.'}
        </Alert>
      )}
    </div>
  );
}
