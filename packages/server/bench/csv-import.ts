// `npm run bench:import -w @cellar/server` (also part of `npm run bench`): imports generated CSV
// files of 1M rows × 10 columns (~83 MB; BENCH_IMPORT_ROWS for other sizes, comma-separated)
// through the streamed import endpoint, on the engine in use, and prints the time, rows per second
// and how much the process's memory grew; beside it, the engine's own COPY of the same file into a
// table of ten text columns, and the ratio of the two (issue 35: at most 3). Figures only; nothing
// is asserted.
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CopyBlob } from '../src/db/embedded/copy-blob.js';
import { benchAccount, startBenchServer, type BenchServer } from './bench-server.js';

const sizes = (process.env.BENCH_IMPORT_ROWS ?? '1000000').split(',').map(Number);
const server = await startBenchServer();
const { token, databaseId } = await benchAccount(server);
console.log(`Streamed CSV import on ${server.db.engine === 'embedded' ? 'the embedded engine (PGlite in a worker)' : 'PostgreSQL'}`);

// The file, made before it is timed (the client is another machine's browser, not this thread's
// work): about 83 bytes per line, some cells quoted with a separator inside.
function* csvChunks(rows: number): Generator<Buffer> {
  yield Buffer.from(`${Array.from({ length: 10 }, (_, column) => `Column ${column + 1}`).join(',')}\n`);
  const perChunk = 2_000;
  for (let start = 0; start < rows; start += perChunk) {
    const lines: string[] = [];
    for (let row = start; row < Math.min(rows, start + perChunk); row += 1) {
      lines.push(`Item ${row},${row},${row % 97}.5,"note, ${row}",x${row % 13},2024-01-${String((row % 28) + 1).padStart(2, '0')},yes,${row * 7},plain text,last ${row}`);
    }
    yield Buffer.from(`${lines.join('\n')}\n`);
  }
}

const copyColumns = Array.from({ length: 10 }, (_, column) => `c${column + 1} text`).join(', ');

// The engine's own COPY of the file (CSV, header skipped) into a fresh table of ten text columns: on
// PostgreSQL streamed from this process as psql's \copy would; embedded, the whole file as one blob
// into the server's own PGlite worker. Answers the seconds it took.
async function engineCopySeconds(server: BenchServer, chunks: Buffer[]): Promise<number> {
  const statement = (source: string) => `copy bench_copy from ${source} with (format csv, header true)`;
  if (server.db.engine === 'embedded') {
    const file = Buffer.concat(chunks);
    await sql.raw(`create table bench_copy (${copyColumns})`).execute(server.db.kysely);
    const started = performance.now();
    await server.db.kysely.executeQuery(CompiledQuery.raw(statement("'/dev/blob'"), [new CopyBlob(file)]));
    const seconds = (performance.now() - started) / 1000;
    await sql`drop table bench_copy`.execute(server.db.kysely);
    return seconds;
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`create table bench_copy (${copyColumns})`);
    const started = performance.now();
    await pipeline(Readable.from(chunks), client.query(copyFrom(statement('stdin'))));
    const seconds = (performance.now() - started) / 1000;
    await client.query('drop table bench_copy');
    return seconds;
  } finally {
    await client.end();
  }
}

for (const rows of sizes) {
  const file = [...csvChunks(rows)];
  const copySeconds = await engineCopySeconds(server, file);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const chunks = file.values();
  let bytes = 0;
  const started = performance.now();
  const response = await fetch(`${server.url}/api/database/tables/database/${databaseId}/import-csv/?name=Import%20${rows}`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'text/csv' },
    body: new ReadableStream({
      pull(controller) {
        const next = chunks.next();
        if (next.done) return controller.close();
        bytes += next.value.length;
        controller.enqueue(next.value);
      },
    }),
    duplex: 'half',
  } as RequestInit);
  const result = (await response.json()) as { imported_rows?: number; rejected_rows?: number };
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  global.gc?.();
  const heapAfter = process.memoryUsage().heapUsed;
  const mb = (value: number) => `${Math.round(value / 1024 ** 2)} MB`;
  console.log(
    `${rows.toLocaleString('en')} rows × 10 columns (${mb(bytes)}): ${response.status}, ${(result.imported_rows ?? 0).toLocaleString('en')} rows in ${seconds.toFixed(1)} s` +
      ` (${Math.round((result.imported_rows ?? 0) / seconds).toLocaleString('en')} rows/s), ${result.rejected_rows ?? '?'} rejected; RSS ${mb(rssBefore)} → peak ${mb(peak)} (+${mb(peak - rssBefore)})` +
      (global.gc ? `; JS heap after a collection ${mb(heapAfter)}` : ''),
  );
  console.log(`  the engine's own COPY of the same file: ${copySeconds.toFixed(1)} s; the import took ${(seconds / copySeconds).toFixed(1)}× that (target ≤ 3×)`);
}

await server.close();
