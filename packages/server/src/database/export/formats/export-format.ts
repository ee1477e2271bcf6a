import type { Writable } from 'node:stream';
import type { ExportTableRequest } from '@cellar/core';
import type { ExportSource } from '../export-rows.js';

/** The options a format reads: the body's, as the job keeps them. */
export type ExportOptions = Omit<ExportTableRequest, 'view_id'>;

/**
 * A file type an export writes (CSV, XLSX, JSON): a file in this folder, plus a line in
 * `export-formats.ts`. It writes window by window as the rows come, so memory stays flat whatever
 * the size, and reports the rows done after each window.
 */
export interface ExportFormat {
  write(out: Writable, source: ExportSource, options: ExportOptions, rowsDone: (rows: number) => Promise<void>): Promise<void>;
}

/** Writes a chunk, waiting while the file behind is slower than the rows (backpressure). */
export async function writeChunk(out: Writable, chunk: Uint8Array): Promise<void> {
  if (chunk.length === 0 || out.write(chunk)) return;
  await drained(out);
}

/** Resolves once `out` takes writes again (or has closed); rejects if it fails meanwhile. */
export function drained(out: Writable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      out.off('drain', done);
      out.off('error', done);
      out.off('close', done);
      if (error) reject(error);
      else resolve();
    };
    out.once('drain', done);
    out.once('error', done);
    out.once('close', done);
  });
}
