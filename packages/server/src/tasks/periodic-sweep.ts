import type { FastifyBaseLogger } from 'fastify';

/** A sweep the app runs now and then: `sweep` once (what tests call), and a timer around it. */
export interface PeriodicSweep<T> {
  sweep(): Promise<T>;
  /** Starts the timer (none when the interval is 0); a sweep still running skips the next turn. */
  start(): void;
  /** Stops the timer and waits for a sweep under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * The timer of the app's sweeps (the trash, unused files), written once: every `intervalSeconds`,
 * never two at a time, a failure logged and retried on the next turn. `report` says what a turn did
 * (or nothing). These become job types when the jobs runner (issue 35) exists.
 */
export function periodicSweep<T>(
  logger: FastifyBaseLogger,
  intervalSeconds: number,
  sweep: () => Promise<T>,
  report: { done(result: T): [object, string] | null; failed: string },
): PeriodicSweep<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    sweep,
    start(): void {
      if (intervalSeconds === 0 || timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = sweep()
          .then((result) => {
            const line = report.done(result);
            if (line) logger.info(...line);
          })
          .catch((error: unknown) => logger.error({ err: error }, report.failed))
          .finally(() => (running = undefined));
      }, intervalSeconds * 1000);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
