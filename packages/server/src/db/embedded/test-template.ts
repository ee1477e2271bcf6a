import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { migrateToLatest } from '../migrate.js';
import { migrations } from '../migrations/index.js';
import { openEmbeddedDatabase } from './open-embedded.js';

// Creating a PGlite cluster runs initdb (seconds); loading a tarball of an already migrated one
// takes a fraction of that. The tarball is cached in the OS temp directory, named after what
// went into it, so every test process after the first starts from it.
const PREFIX = 'cellar-test-template-';
const FORMAT = '1';
const OLD_TEMPLATE_MS = 24 * 3600_000;

let template: Promise<Uint8Array> | undefined;

/** A tarball of an in-memory cluster with every migration applied, built once per machine. */
export function migratedTemplate(): Promise<Uint8Array> {
  template ??= loadOrBuild().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function loadOrBuild(): Promise<Uint8Array> {
  const path = join(tmpdir(), `${PREFIX}${templateKey()}.tar`);
  try {
    return new Uint8Array(readFileSync(path));
  } catch {
    // Not built yet on this machine (or unreadable): build it below.
  }
  const db = await openEmbeddedDatabase({ memory: true });
  let tarball: Uint8Array;
  try {
    await migrateToLatest(db);
    tarball = await db.dump();
  } finally {
    await db.close();
  }
  // Write then rename, so that parallel test processes never read half a file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, tarball);
  renameSync(partial, path);
  removeOldTemplates(path);
  return tarball;
}

// What decides the template's content: the engine's version and every migration's code.
function templateKey(): string {
  const hash = createHash('sha256').update(`${FORMAT}\n${pgliteVersion()}\n`);
  for (const [name, migration] of Object.entries(migrations)) {
    hash.update(`${name}\n${migration.up.toString()}\n${migration.down?.toString() ?? ''}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

// The package does not export its package.json; it sits two levels above the resolved entry.
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(dirname(entry)), 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

function removeOldTemplates(current: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || path === current) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > OLD_TEMPLATE_MS) unlinkSync(path);
    } catch {
      // Another process removed it first.
    }
  }
}
