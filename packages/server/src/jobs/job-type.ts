import type { AppContext } from '../app-context.js';
import type { Selectable } from 'kysely';
import type { JobsTable } from '../db/schema.js';
import type { RowReader } from '../database/rows/row-reader.js';
import type { FileStorage } from '../user-files/storage/file-storage.js';

/** A job's row as the runner and the presenter read it. */
export type JobRow = Selectable<JobsTable>;

/** The shared services a job may need beyond the context (the app's one row reader, its file storage). */
export interface JobDeps {
  rowReader: RowReader;
  mediaStorage: FileStorage;
}

/** What a job type's `run` is handed: its job, a way to report progress, and a signal that says stop. */
export interface JobRun<Params> {
  deps: JobDeps;
  job: JobRow & { params: Params };
  /** Aborted when the person cancels the job, or the server stops; check it between chunks. */
  signal: AbortSignal;
  /**
   * Records how far the job is (0–100; written at most about twice a second) and throws the signal's
   * reason once it is aborted, so a loop that reports progress also stops when told to.
   */
  progress(percentage: number): Promise<void>;
}

/** Thrown (as an abort reason) when a person cancelled a job. */
export class JobCancelled extends Error {
  constructor() {
    super('The job was cancelled.');
    this.name = 'JobCancelled';
  }
}

/** Thrown (as an abort reason) when the job's person left its group, or the group or job is gone. */
export class JobAccessLost extends Error {
  constructor() {
    super('You no longer have access to what this job works on.');
    this.name = 'JobAccessLost';
  }
}

/** Thrown (as an abort reason) when the server stops while a job runs. */
export class JobInterrupted extends Error {
  constructor() {
    super('The server stopped while the job was running.');
    this.name = 'JobInterrupted';
  }
}

/**
 * A kind of job: a folder under the feature it serves, plus a line in `job-types.ts`. The runner
 * claims, runs, heartbeats, finishes, fails and expires jobs; the type does the work.
 */
export interface ServerJobType<Params = Record<string, unknown>, Result = Record<string, unknown>> {
  /** The reference's name for it (`export_table`, `duplicate_application`…): the API's `type`. */
  readonly type: string;
  /** Does the work, in short statements so requests keep their turns, and says what it made. */
  run(ctx: AppContext, run: JobRun<Params>): Promise<Result>;
  /** Keys the API adds for this type, from its params and result (an export's `url`, `table`, `view`…). */
  present?(job: JobRow & { params: Params; result: Result | null }, ctx: AppContext): Record<string, unknown>;
  /** How long a done job (and what it made) is kept before it is deleted, in seconds. */
  readonly keepSeconds: number;
  /** Deletes what the job made (files), when it expires, fails or is cancelled. Must not throw for what is already gone. */
  cleanup?(ctx: AppContext, job: JobRow & { params: Params; result: Result | null }, deps: JobDeps): Promise<void>;
  /** A job found started after the server stopped is run again from its start (the work is repeatable), or failed. */
  readonly resumable: boolean;
  /** Whether its person may cancel it. */
  readonly cancellable: boolean;
}
