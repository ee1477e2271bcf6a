// The messages between the main thread and the PGlite worker. Everything travels by structured
// clone, so Dates, Uint8Arrays and bigints in parameters and rows arrive intact.

/** What the worker is started with (its `workerData`). */
export interface WorkerStart {
  /** Directory of the PostgreSQL cluster, or null for an in-memory database. */
  pgdata: string | null;
  /** A tarball of a cluster to start from instead of running initdb (test templates). */
  seed: Uint8Array | null;
  /** PostgreSQL's shared_buffers, in MB. */
  sharedBuffersMb: number;
}

/** A request from the main thread; `id` pairs it with its reply. */
export type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; parameters: readonly unknown[]; blob?: Uint8Array }
  | { id: number; kind: 'dump' }
  | { id: number; kind: 'close' };

/** The result of one statement, in the shape the Kysely driver needs. */
export interface QueryReply {
  rows: unknown[];
  command: string | undefined;
  rowCount: number | undefined;
}

/** The PostgreSQL error fields that survive the trip (names as pg's DatabaseError has them). */
export interface ErrorFields {
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  position?: string;
  where?: string;
  routine?: string;
}

/** A reply; id 0 answers the start-up (ready or failed). */
export type WorkerReply =
  | { id: number; ok: true; value: QueryReply | Uint8Array | null }
  | { id: number; ok: false; error: ErrorFields };

/** Request id the worker uses to report that start-up finished. */
export const STARTUP_ID = 0;
