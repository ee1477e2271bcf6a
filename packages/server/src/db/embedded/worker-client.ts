import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { STARTUP_ID, type ErrorFields, type QueryReply, type WorkerReply, type WorkerRequest, type WorkerStart } from './protocol.js';
import { EmbeddedDatabaseError } from './worker-errors.js';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type RequestBody = { kind: 'query'; sql: string; parameters: readonly unknown[]; blob?: Uint8Array } | { kind: 'dump' } | { kind: 'close' };

// Built code runs dist/db/embedded/worker.js with plain node. From sources (vitest, tsx) only
// worker.ts exists; Node 20.20 ignores the hooks of `--import tsx` in a Worker's execArgv
// (ERR_UNKNOWN_FILE_EXTENSION, tried), so a one-line eval'd bootstrap registers tsx in the worker.
// Registering tsx in each new worker took over a second per database, hundreds of times a test run:
// the test suite bundles worker.ts to JavaScript once (test/setup/embedded-worker.ts) and names the
// bundle here.
const prebuiltWorkerVariable = 'CELLAR_EMBEDDED_WORKER_BUNDLE';

function spawnWorker(start: WorkerStart): Worker {
  const compiled = new URL('./worker.js', import.meta.url);
  // workerData is copied, not transferred: a test template's bytes stay usable for the next database.
  // The worker's own JavaScript is small (PGlite's glue, one reply's rows at a time), and V8's default
  // young generation for it stayed resident for nothing: 8 MB measured ~15 MB less RSS, no slower.
  const options = { workerData: start, resourceLimits: { maxYoungGenerationSizeMb: 8 } };
  if (existsSync(fileURLToPath(compiled))) return new Worker(compiled, options);
  const bundle = process.env[prebuiltWorkerVariable];
  // Plain JavaScript needs none of the parent's flags (a `node --input-type=module --eval` parent's
  // would make the worker fail to start).
  if (bundle) return new Worker(pathToFileURL(bundle), { ...options, execArgv: [] });
  const source = new URL('./worker.ts', import.meta.url).href;
  const tsxApi = resolveTsxEsmApi();
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

// require.resolve would pick tsx's CommonJS build, whose register() cannot load its ESM half
// from a worker; the package's export map names the ESM entry.
function resolveTsxEsmApi(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  const entry = manifest.exports['./esm/api']?.import.default;
  if (!entry) throw new Error('tsx is installed but has no ./esm/api entry; cannot run the PGlite worker from sources.');
  return pathToFileURL(join(dirname(manifestPath), entry)).href;
}

/** The main thread's end of the PGlite worker: numbered requests, promised replies. */
export class WorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = STARTUP_ID + 1;
  #stopped: Error | undefined;
  #closing = false;

  private constructor(start: WorkerStart) {
    this.#worker = spawnWorker(start);
    this.#worker.on('message', (reply: WorkerReply) => this.#settle(reply));
    this.#worker.on('error', (error) => this.#fail(new Error(`The embedded database crashed: ${error.message}`, { cause: error })));
    this.#worker.on('exit', (code) =>
      this.#fail(new Error(this.#closing ? 'The embedded database is closed.' : `The embedded database stopped (worker exit code ${code}).`)),
    );
  }

  /** Starts a worker and resolves once PGlite inside it is ready for queries. */
  static async start(start: WorkerStart): Promise<WorkerClient> {
    const client = new WorkerClient(start);
    try {
      await new Promise((resolve, reject) => client.#pending.set(STARTUP_ID, { resolve, reject }));
    } catch (error) {
      await client.#worker.terminate();
      throw error;
    }
    return client;
  }

  /** Runs one statement in the worker; `blob` is the file a `COPY … FROM '/dev/blob'` reads. */
  query(sql: string, parameters: readonly unknown[], blob?: Uint8Array): Promise<QueryReply> {
    return this.#request(blob ? { kind: 'query', sql, parameters, blob } : { kind: 'query', sql, parameters }) as Promise<QueryReply>;
  }

  /** Returns a tarball of the whole cluster, for loading into another worker. */
  dump(): Promise<Uint8Array> {
    return this.#request({ kind: 'dump' }) as Promise<Uint8Array>;
  }

  /** Closes PGlite (flushing a persisted cluster to disk) and ends the thread. */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    const closed = this.#request({ kind: 'close' });
    this.#closing = true;
    await closed;
    await exited;
  }

  #request(body: RequestBody): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...body } as WorkerRequest);
    });
  }

  #settle(reply: WorkerReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(toError(reply.error, reply.id === STARTUP_ID));
  }

  #fail(error: Error): void {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

function toError(fields: ErrorFields, atStartup: boolean): Error {
  if (!atStartup) return new EmbeddedDatabaseError(fields);
  return new Error(`The embedded database could not start: ${fields.message}`);
}
