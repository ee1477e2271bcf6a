import type { AppContext } from '../app-context.js';
import { referencedFileNames } from '../database/fields/types/file/file-references.js';
import { inTransaction } from '../db/transaction.js';
import { allPathsOf, type FileStorage } from './storage/file-storage.js';
import { deleteUnusedUserFiles, namesUnusedSince } from './user-files.repo.js';

// Names looked for per pass over the file cells: each pass reads every table with file fields once.
const namesPerPass = 5_000;

/**
 * Deletes the uploaded files no cell refers to and nobody uploaded or used since `before`: their
 * rows, then their bytes and thumbnails. Cells are the only references: those of rows and fields in the
 * trash and of type-change backups count (they may come back), and let go once purged.
 * A row is deleted only if still unused since `before`, in the same statement: a cell write that
 * took the file meanwhile has marked it used (and holds its row until it commits), so it is kept.
 * Answers the names deleted.
 */
export async function sweepUnusedFiles(ctx: Pick<AppContext, 'db' | 'logger'>, storage: FileStorage, before: Date): Promise<string[]> {
  const deleted: string[] = [];
  let after = '';
  for (;;) {
    const candidates = await namesUnusedSince(ctx.db.kysely, before, after, namesPerPass);
    if (candidates.length === 0) break;
    const referenced = await referencedFileNames(ctx.db.kysely, candidates);
    const unused = candidates.filter((name) => !referenced.has(name));
    const gone = await inTransaction(ctx.db, (trx) => deleteUnusedUserFiles(trx, unused, before));
    for (const name of gone) {
      // A row without bytes would be a broken cell; bytes without a row are only wasted space.
      await Promise.all(allPathsOf(name).map((path) => storage.delete(path))).catch((error: unknown) => ctx.logger.warn({ err: error, name }, 'an unused file could not be removed from storage'));
    }
    deleted.push(...gone);
    if (candidates.length < namesPerPass) break;
    after = candidates[candidates.length - 1]!;
  }
  return deleted;
}

/** The sweep of unused files as the app runs it: now and then, with the configured grace. */
export function unusedFilesSweeper(ctx: AppContext, storage: FileStorage) {
  const { sweepIntervalSeconds, graceSeconds } = ctx.config.unusedFiles;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const sweep = () => sweepUnusedFiles(ctx, storage, new Date(ctx.clock.now().getTime() - graceSeconds * 1000));
  return {
    /** One sweep with the clock's now: what the timer runs, and what tests call. */
    sweep,
    /** Starts the timer (none when the interval is 0); a sweep still running skips the next turn. */
    start(): void {
      if (sweepIntervalSeconds === 0 || timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = sweep()
          .then((names) => names.length > 0 && ctx.logger.info({ files: names.length }, 'unused files deleted'))
          .catch((error: unknown) => ctx.logger.error({ err: error }, 'the sweep of unused files failed'))
          .finally(() => (running = undefined));
      }, sweepIntervalSeconds * 1000);
      timer.unref();
    },
    /** Stops the timer and waits for a sweep under way, so the database can close after it. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
