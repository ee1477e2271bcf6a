import { isJobDone } from '@cellar/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../api/ApiError';
import type { ErrorMessage } from '../../api/errorMessages';
import { useServices } from '../../app/ServicesContext';
import type { FollowedJob } from './jobOutcome';

/** How often a running job is read again; the reference's screens poll every second. */
export const jobPollMs = 1000;

/** A job one screen started and follows until it stops moving. */
export interface JobRun<J extends FollowedJob> {
  /** The latest answer about the job, null before it started. */
  job: J | null;
  /** Why it could not be started or read (a failed job's own reason is in `job`). */
  error: ErrorMessage | null;
  starting: boolean;
  /** Started and not yet finished, failed or cancelled. */
  running: boolean;
  start(begin: () => Promise<J>): Promise<void>;
  cancel(): Promise<void>;
  /** Forgets the job (a new choice of settings makes its file stale); polling stops. */
  reset(): void;
}

/** Options of useJobRun. */
export interface JobRunOptions<J extends FollowedJob> {
  /** How the job is read again; by default the general `/api/jobs/{id}/`. */
  read?: (jobId: number, signal: AbortSignal) => Promise<J>;
  /** Called once when the job stops moving, also when its screen is closed meanwhile. */
  onDone?: (job: J) => void;
  intervalMs?: number;
  /** A job already started elsewhere, followed from the first render. */
  initialJob?: J;
}

/**
 * Starts a job and reads it every second until it is done. The state lives in the component that
 * holds the hook, not in a dialog's content, so a closed dialog leaves the job followed and shows
 * it again when reopened.
 */
export function useJobRun<J extends FollowedJob>({ read, onDone, intervalMs = jobPollMs, initialJob }: JobRunOptions<J> = {}): JobRun<J> {
  const { api } = useServices();
  const [job, setJob] = useState<J | null>(initialJob ?? null);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [starting, setStarting] = useState(false);
  const latest = useRef({ read, onDone });
  useLayoutEffect(() => {
    latest.current = { read, onDone };
  });
  // Bumped by reset and start, so an answer to a forgotten job is dropped.
  const generation = useRef(0);

  const accept = useCallback((next: J, forGeneration: number) => {
    if (forGeneration !== generation.current) return;
    setJob(next);
    if (isJobDone(next.state)) latest.current.onDone?.(next);
  }, []);

  // A job handed over already done (a tiny copy) still reports its end once.
  useEffect(() => {
    if (initialJob && isJobDone(initialJob.state)) latest.current.onDone?.(initialJob);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first render's job only
  }, []);

  const jobId = job?.id;
  const moving = job !== null && !isJobDone(job.state);
  useEffect(() => {
    if (!moving || jobId === undefined) return;
    const controller = new AbortController();
    const forGeneration = generation.current;
    const timer = setTimeout(() => {
      const reader = latest.current.read ?? ((id: number, signal: AbortSignal) => api.jobs.get(id, signal) as unknown as Promise<J>);
      reader(jobId, controller.signal).then(
        (next) => accept(next, forGeneration),
        (failure: unknown) => {
          if (controller.signal.aborted || forGeneration !== generation.current) return;
          setError(errorMessageOf(failure));
          setJob(null);
        },
      );
    }, intervalMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `job` changes identity on every answer, which is what schedules the next read.
  }, [api, accept, intervalMs, job, jobId, moving]);

  const start = useCallback(
    async (begin: () => Promise<J>) => {
      const forGeneration = ++generation.current;
      setStarting(true);
      setError(null);
      setJob(null);
      try {
        accept(await begin(), forGeneration);
      } catch (failure) {
        if (forGeneration === generation.current) setError(errorMessageOf(failure));
      } finally {
        if (forGeneration === generation.current) setStarting(false);
      }
    },
    [accept],
  );

  const cancel = useCallback(async () => {
    if (!job || isJobDone(job.state)) return;
    try {
      await api.jobs.cancel(job.id);
      // The next read shows it cancelled; the runner notices between chunks.
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  }, [api, job]);

  const reset = useCallback(() => {
    generation.current++;
    setJob(null);
    setError(null);
    setStarting(false);
  }, []);

  return { job, error, starting, running: moving, start, cancel, reset };
}
