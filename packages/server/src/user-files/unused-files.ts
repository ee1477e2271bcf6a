import type { AppContext } from '../app-context.js';
import { periodicSweep, type PeriodicSweep } from '../tasks/periodic-sweep.js';
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
export function unusedFilesSweeper(ctx: AppContext, storage: FileStorage): PeriodicSweep<string[]> {
  const { sweepIntervalSeconds, graceSeconds } = ctx.config.unusedFiles;
  return periodicSweep(ctx.logger, sweepIntervalSeconds, () => sweepUnusedFiles(ctx, storage, new Date(ctx.clock.now().getTime() - graceSeconds * 1000)), {
    done: (names) => (names.length > 0 ? [{ files: names.length }, 'unused files deleted'] : null),
    failed: 'the sweep of unused files failed',
  });
}
