import { useCallback, useState } from 'react';
import { useNotifyError } from '../database/useNotifyError';
import type { FollowedJob } from '../jobs/jobOutcome';

/** One duplication under way: what is copied, and its job as it was started. */
export interface Duplication<J extends FollowedJob = FollowedJob> {
  key: number;
  label: string;
  job: J;
}

/**
 * The duplications started from one sidebar list. Each is shown as an item with its progress until
 * its job stops; `finish` takes it away again.
 */
export function useDuplications<J extends FollowedJob>() {
  const notifyError = useNotifyError();
  const [items, setItems] = useState<Duplication<J>[]>([]);
  const start = useCallback(
    async (label: string, begin: () => Promise<J>) => {
      try {
        const job = await begin();
        setItems((current) => [...current, { key: job.id, label, job }]);
      } catch (failure) {
        notifyError(failure);
      }
    },
    [notifyError],
  );
  const finish = useCallback((key: number) => setItems((current) => current.filter((item) => item.key !== key)), []);
  return { items, start, finish };
}
