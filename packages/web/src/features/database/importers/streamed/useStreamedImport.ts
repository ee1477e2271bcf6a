import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadTracking } from '../../../../api/databaseApi';
import type { StreamedImportStage } from './streamed-import';

/** What the work of a streamed import is handed: the abort signal, and where it reports its stage. */
export interface StreamedImportTracking extends UploadTracking {
  /** Called once the table exists and its columns are being given their types. */
  onConverting?: () => void;
}

/**
 * Runs one streamed import at a time and follows it: its stage while it runs, and whether the
 * person cancelled it. Cancelling aborts the upload, and the server then deletes the half-made
 * table; `reset` (the modal closing) cancels too, silently, as does unmounting.
 */
export function useStreamedImport() {
  const [stage, setStage] = useState<StreamedImportStage | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  /** Runs the work; answers its result, or null when it was cancelled or reset. Other failures are thrown. */
  const run = useCallback(async <T>(work: (tracking: StreamedImportTracking) => Promise<T>): Promise<T | null> => {
    const controller = new AbortController();
    running.current = controller;
    // After a reset, this run's late reports belong to nobody.
    const isCurrent = () => running.current === controller;
    setCancelled(false);
    setStage({ stage: 'sending', sent: 0, total: 0 });
    try {
      const result = await work({
        signal: controller.signal,
        onProgress: (progress) => isCurrent() && setStage({ stage: 'sending', ...progress }),
        onConverting: () => isCurrent() && setStage({ stage: 'converting' }),
      });
      return isCurrent() ? result : null;
    } catch (error) {
      if (!controller.signal.aborted) throw error;
      if (isCurrent()) setCancelled(true);
      return null;
    } finally {
      if (isCurrent()) {
        running.current = null;
        setStage(null);
      }
    }
  }, []);
  const cancel = useCallback(() => running.current?.abort(), []);
  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setStage(null);
    setCancelled(false);
  }, []);
  return { stage, cancelled, run, cancel, reset };
}
