import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Creates DATA_DIR readable by its owner only (0700), or tightens an existing one: the directory
 * to 0700 and everything inside to no group or other access. The embedded engine leaves its files
 * 0666 and its write-ahead log holds password hashes and every row; a secret key lives there too.
 * Symbolic links are left alone (and not followed). Files created later are covered by the
 * directory's mode and by the owner-only umask `main.ts` sets.
 */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  tightenInside(dataDir);
}

function tightenInside(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) continue;
    if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700);
    if (stat.isDirectory()) tightenInside(path);
  }
}
