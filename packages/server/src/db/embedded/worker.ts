// Runs PGlite on its own thread: PostgreSQL in WebAssembly executes on the thread that calls it,
// and a heavy query there would freeze every HTTP request and WebSocket of the server.
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { scalarParsers } from '../type-parsers.js';
import { STARTUP_ID, type QueryReply, type WorkerReply, type WorkerRequest, type WorkerStart } from './protocol.js';
import { toErrorFields } from './worker-errors.js';

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread of the Cellar server only.');

const start = workerData as WorkerStart;

function reply(message: WorkerReply, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}

async function handle(db: PGlite, request: WorkerRequest): Promise<void> {
  if (request.kind === 'query') {
    // A blob is what `COPY … FROM '/dev/blob'` reads (copy-blob.ts).
    const options = request.blob ? { blob: new Blob([request.blob]) } : undefined;
    const result = await db.query(request.sql, request.parameters as unknown[], options);
    const value: QueryReply = { rows: result.rows, command: result.command, rowCount: result.rowCount };
    reply({ id: request.id, ok: true, value });
  } else if (request.kind === 'dump') {
    const tarball = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    reply({ id: request.id, ok: true, value: tarball }, [tarball.buffer as ArrayBuffer]);
  } else {
    await db.close();
    reply({ id: request.id, ok: true, value: null });
    port!.close();
  }
}

try {
  const db = await PGlite.create({
    dataDir: start.pgdata ?? 'memory://',
    parsers: scalarParsers,
    // PGlite's own parameters, and the size of the buffer pool (open-embedded.ts says why it is small).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${start.sharedBuffersMb}MB`],
    ...(start.seed ? { loadDataDir: new Blob([start.seed]) } : {}),
  });
  // A new 16 MB WAL segment is otherwise written out as zeros first: a 350–440 ms stall in the
  // middle of a write, during which every queued request waits. Segments are filled as written anyway.
  await db.exec('set wal_init_zero = off');
  // The main thread sends one request at a time (the driver serialises), so no queue is needed
  // here; PGlite would serialise overlapping calls anyway.
  port.on('message', (request: WorkerRequest) => {
    handle(db, request).catch((error: unknown) => reply({ id: request.id, ok: false, error: toErrorFields(error) }));
  });
  reply({ id: STARTUP_ID, ok: true, value: null });
} catch (error) {
  reply({ id: STARTUP_ID, ok: false, error: toErrorFields(error) });
  port.close();
}
