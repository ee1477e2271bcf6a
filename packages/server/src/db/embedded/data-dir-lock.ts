import { randomUUID } from 'node:crypto';
import { readFileSync, realpathSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { secureDataDir } from '../../config/data-dir.js';

// Two PGlite processes on one cluster corrupt it, so a persisted data directory belongs to one
// process at a time. The lock is a file naming its owner, kept fresh by a heartbeat: a dead owner
// on this machine is detected at once through its pid, any other owner once the file goes stale.
// (Two processes taking over the same stale lock in the same millisecond could both succeed;
// an OS-level lock would close that gap, but Node has none portable.)
const LOCK_FILE = 'cellar.lock';
const HEARTBEAT_MS = 10_000;
const STALE_MS = 60_000;

interface Owner {
  pid: number;
  host: string;
  token: string;
}

/** Thrown when another process (or this one) already holds the data directory. */
export class DataDirInUseError extends Error {
  readonly code = 'CELLAR_DATA_DIR_IN_USE';
}

/** A held data directory; `release` gives it back. */
export interface DataDirLock {
  release(): void;
}

// Directories this process holds: its own pid in a lock file is then real, not a reused pid.
const heldHere = new Set<string>();

/** Takes the data directory for this process, or throws DataDirInUseError naming the holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  secureDataDir(dataDir);
  const key = realpathSync(dataDir);
  const path = join(dataDir, LOCK_FILE);
  const me: Owner = { pid: process.pid, host: hostname(), token: randomUUID() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(me), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readOwner(path);
      if (holder === 'gone') continue;
      if (!isStale(holder, path, heldHere.has(key))) throw new DataDirInUseError(inUseMessage(dataDir, holder));
      removeQuietly(path);
      continue;
    }
    heldHere.add(key);
    return holdLock(path, key, me);
  }
  throw new DataDirInUseError(`Cellar could not lock its data directory ${dataDir}: ${path} keeps changing. Is another Cellar process starting?`);
}

function holdLock(path: string, key: string, me: Owner): DataDirLock {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // Removed by hand: nothing to refresh; the running PGlite keeps working regardless.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      heldHere.delete(key);
      const holder = readOwner(path);
      if (holder !== 'gone' && holder !== 'unreadable' && holder.token === me.token) removeQuietly(path);
    },
  };
}

function readOwner(path: string): Owner | 'gone' | 'unreadable' {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>;
    if (typeof owner.pid === 'number' && typeof owner.host === 'string' && typeof owner.token === 'string') {
      return owner as Owner;
    }
    return 'unreadable';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : 'unreadable';
  }
}

function isStale(holder: Owner | 'unreadable', path: string, heldByThisProcess: boolean): boolean {
  if (holder !== 'unreadable' && holder.host === hostname()) {
    // A container restarted with the same pid as its previous life: the old lock is ours to take.
    if (holder.pid === process.pid) return !heldByThisProcess;
    if (!isAlive(holder.pid)) return true;
  }
  // An unreadable file may be one being written right now; a live owner keeps its mtime fresh.
  try {
    return Date.now() - statSync(path).mtimeMs > STALE_MS;
  } catch {
    return true;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUseMessage(dataDir: string, holder: Owner | 'unreadable'): string {
  const who =
    holder === 'unreadable'
      ? 'another Cellar process'
      : holder.pid === process.pid && holder.host === hostname()
        ? `this Cellar process (pid ${holder.pid}), which opened it already`
        : `another Cellar process (pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`})`;
  return `Cellar's data directory ${dataDir} is in use by ${who}. Stop it first, or set DATA_DIR to another directory.`;
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already removed by its owner or by a competing starter: either way the path is free.
  }
}
