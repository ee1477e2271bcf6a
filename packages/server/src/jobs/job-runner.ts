import { DomainError } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import { JobAccessLost, JobCancelled, JobInterrupted, type JobDeps, type JobRow, type ServerJobType } from './job-type.js';
import { WakeLoop } from '../tasks/wake-loop.js';
import { claimNext, deleteJob, endJob, expiredJobs, heartbeat, requeue, setProgress, staleJobs } from './jobs.repo.js';

/** How the runner paces itself; tests shorten the waits. */
export interface JobRunnerOptions {
  /** Jobs run at once by this process: 1 on the embedded engine, whose one connection requests share. */
  concurrency: number;
  /** How often it looks for work other processes queued, and for expired jobs. */
  pollMs: number;
  /** How often a running job says it is alive (and learns it was cancelled). */
  heartbeatMs: number;
  /** A started job not heard of for this long was left by a process that stopped. */
  staleMs: number;
}

export const defaultJobRunnerOptions = (engine: 'embedded' | 'postgres'): JobRunnerOptions => ({
  concurrency: engine === 'embedded' ? 1 : 2,
  pollMs: 2_000,
  heartbeatMs: 5_000,
  staleMs: 30_000,
});

// Progress is written at most this often: a loop may report every chunk without a write each.
const progressWriteMs = 500;
const expiredPerTurn = 50;

/**
 * Runs the jobs of the known types in this server process: claims the oldest pending one (with
 * PostgreSQL, several processes share the queue), runs it with a heartbeat, records how it ended,
 * and deletes jobs (and what they made) past their expiry. A job a stopped process left started is
 * run again when its type is resumable, else failed with a message saying so.
 */
export class JobRunner {
  private readonly types: Map<string, ServerJobType>;
  private readonly running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  private readonly loop: WakeLoop;
  private recovered = false;

  constructor(
    private readonly ctx: AppContext,
    types: readonly ServerJobType<unknown, unknown>[],
    private readonly deps: JobDeps,
    private readonly options: JobRunnerOptions = defaultJobRunnerOptions(ctx.db.engine),
  ) {
    this.types = new Map(types.map((type) => [type.type, type as unknown as ServerJobType]));
    this.loop = new WakeLoop(() => this.takeTurn(), this.options.pollMs, (error) => this.ctx.logger.error({ err: error }, 'The job runner failed to look for work'));
  }

  private get stopped(): boolean {
    return this.loop.stopped;
  }

  typeOf(name: string): ServerJobType | undefined {
    return this.types.get(name);
  }

  start(): void {
    this.loop.start();
  }

  /** Looks for work now (a job was just queued, or one ended and frees a slot). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops taking work, interrupts running jobs (a resumable one goes back to the queue) and waits for them. */
  async stop(): Promise<void> {
    const stopping = this.loop.stop();
    for (const { controller } of this.running.values()) controller.abort(new JobInterrupted());
    await stopping;
    await Promise.all([...this.running.values()].map(({ done }) => done));
  }

  /** Resolves when no job is running or waiting to be claimed by this process (tests). */
  async idle(): Promise<void> {
    while (this.loop.turnUnderWay || this.running.size > 0) {
      await this.loop.turnUnderWay;
      await Promise.all([...this.running.values()].map(({ done }) => done));
    }
  }

  private async takeTurn(): Promise<void> {
    if (!this.recovered) {
      // On the embedded engine this process is the only one: whatever is started was left by its last run.
      await this.recoverStale(this.ctx.db.engine === 'embedded' ? 0 : this.options.staleMs);
      this.recovered = true;
    } else {
      await this.recoverStale(this.options.staleMs);
    }
    await this.expire();
    while (!this.stopped && this.running.size < this.options.concurrency) {
      const job = await claimNext(this.ctx.db.kysely, [...this.types.keys()], this.ctx.clock.now());
      if (!job) return;
      // Claimed while the server was stopping: back to the queue for the next process or start.
      if (this.stopped) return void (await requeue(this.ctx.db.kysely, job.id, null));
      this.launch(job);
    }
  }

  private async recoverStale(staleMs: number): Promise<void> {
    const staleBefore = new Date(this.ctx.clock.now().getTime() - staleMs);
    for (const job of await staleJobs(this.ctx.db.kysely, staleBefore)) {
      if (this.running.has(job.id)) continue;
      const type = this.types.get(job.type);
      if (!type) continue;
      if (type.resumable && !job.cancel_requested) {
        if (await requeue(this.ctx.db.kysely, job.id, staleBefore)) this.ctx.logger.info({ jobId: job.id, type: job.type }, 'A job left running by a stopped server runs again');
      } else {
        await this.end(job, type, job.cancel_requested ? { state: 'cancelled' } : { state: 'failed', error: 'stale', humanReadableError: new JobInterrupted().message + ' Please start it again.' });
      }
    }
  }

  private async expire(): Promise<void> {
    // Only the types this process knows: an older process must not delete what a newer type made without its cleanup.
    for (const job of await expiredJobs(this.ctx.db.kysely, [...this.types.keys()], this.ctx.clock.now(), expiredPerTurn)) {
      const type = this.types.get(job.type);
      try {
        await type?.cleanup?.(this.ctx, job as never, this.deps);
        await deleteJob(this.ctx.db.kysely, job.id);
      } catch (error) {
        this.ctx.logger.error({ err: error, jobId: job.id }, 'An expired job could not be cleaned up; it is tried again later');
      }
    }
  }

  private launch(job: JobRow): void {
    const type = this.types.get(job.type)!;
    const controller = new AbortController();
    const done = this.execute(job, type, controller).finally(() => {
      this.running.delete(job.id);
      this.wake();
    });
    this.running.set(job.id, { controller, done });
  }

  private async execute(job: JobRow, type: ServerJobType, controller: AbortController): Promise<void> {
    const { db, logger, clock } = this.ctx;
    if (job.cancel_requested) return void (await this.end(job, type, { state: 'cancelled' }));
    // Queued by someone who has left the group since: it does not start.
    if ((await heartbeat(db.kysely, job.id, clock.now()))?.member === false) {
      return void (await this.end(job, type, { state: 'failed', error: 'access_lost', humanReadableError: new JobAccessLost().message }));
    }
    let lastWrite = 0;
    let lastPercentage = job.progress_percentage;
    // Each beat also learns whether the person cancelled, left the job's group, or the group went.
    const beat = setInterval(() => {
      heartbeat(db.kysely, job.id, clock.now())
        .then((state) => {
          if (!state || !state.member) controller.abort(new JobAccessLost());
          else if (state.cancelRequested) controller.abort(new JobCancelled());
        })
        .catch((error: unknown) => logger.warn({ err: error, jobId: job.id }, 'A job heartbeat failed'));
    }, this.options.heartbeatMs);
    beat.unref();
    try {
      const result = await type.run(this.ctx, {
        job: job as never,
        deps: this.deps,
        signal: controller.signal,
        progress: async (percentage) => {
          controller.signal.throwIfAborted();
          const whole = Math.max(0, Math.min(99, Math.floor(percentage)));
          if (whole === lastPercentage || Date.now() - lastWrite < progressWriteMs) return;
          lastWrite = Date.now();
          lastPercentage = whole;
          await setProgress(db.kysely, job.id, whole);
        },
      });
      controller.signal.throwIfAborted();
      await this.end(job, type, { state: 'finished', result: result as Record<string, unknown> });
    } catch (error) {
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
      if (reason instanceof JobCancelled) await this.end(job, type, { state: 'cancelled' });
      else if (reason instanceof JobAccessLost) await this.end(job, type, { state: 'failed', error: 'access_lost', humanReadableError: reason.message });
      else if (reason instanceof JobInterrupted && type.resumable) await requeue(db.kysely, job.id, null);
      else if (reason instanceof JobInterrupted) await this.end(job, type, { state: 'failed', error: 'interrupted', humanReadableError: reason.message + ' Please start it again.' });
      else {
        // A DomainError is the person's to read (the table is gone, the file is not valid); anything else is logged, not shown.
        if (!(error instanceof DomainError)) logger.error({ err: error, jobId: job.id, type: job.type }, 'A job failed');
        const humanReadableError = error instanceof DomainError ? error.message : 'Something went wrong while running this job.';
        await this.end(job, type, { state: 'failed', error: error instanceof DomainError ? error.code : String(error).slice(0, 1000), humanReadableError });
      }
    } finally {
      clearInterval(beat);
    }
  }

  private async end(
    job: JobRow,
    type: ServerJobType,
    end: { state: 'finished' | 'failed' | 'cancelled'; result?: Record<string, unknown>; error?: string; humanReadableError?: string },
  ): Promise<void> {
    const expiresAt = new Date(this.ctx.clock.now().getTime() + type.keepSeconds * 1000);
    const ended = await endJob(this.ctx.db.kysely, job.id, { ...end, expiresAt });
    // What a failed or cancelled job made so far is of no use to anyone: deleted now, not at expiry.
    if (ended && end.state !== 'finished') {
      await type.cleanup?.(this.ctx, { ...ended, result: ended.result ?? end.result ?? null } as never, this.deps).catch((error: unknown) =>
        this.ctx.logger.error({ err: error, jobId: job.id }, 'A job that ended could not be cleaned up'),
      );
    }
  }
}
