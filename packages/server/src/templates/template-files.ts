import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readDatabaseFile, type DatabaseFile, type DatabaseFileProblem } from '@cellar/core';

/** One `<slug>.json` of the templates directory, as bytes read and hashed, not yet parsed. */
export interface TemplateFile {
  slug: string;
  text: string;
  /** SHA-256 of the file's bytes: what the sync compares with the stored template. */
  hash: string;
}

/** A template file read and checked: a database file that has its `template` part. */
export type TemplateDatabaseFile = DatabaseFile & { template: NonNullable<DatabaseFile['template']> };

/** Reads every `*.json` of the directory, sorted by name; a directory that is missing reads as undefined. */
export async function readTemplateFiles(dir: string): Promise<TemplateFile[] | undefined> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return undefined;
  }
  const files = await Promise.all(names.map((name) => readTemplateFile(dir, name.slice(0, -'.json'.length))));
  return files.filter((file): file is TemplateFile => file !== undefined);
}

/** Reads one template's file by slug; undefined when it is gone (or is not a file). */
export async function readTemplateFile(dir: string, slug: string): Promise<TemplateFile | undefined> {
  try {
    const bytes = await readFile(join(dir, `${slug}.json`));
    return { slug, text: bytes.toString('utf8'), hash: createHash('sha256').update(bytes).digest('hex') };
  } catch {
    return undefined;
  }
}

/** Parses and checks a template file (docs/database-file-format.md), or says what is wrong with it. */
export function parseTemplateFile(file: TemplateFile): { ok: true; file: TemplateDatabaseFile } | { ok: false; problems: DatabaseFileProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch (error) {
    return { ok: false, problems: [{ path: '', message: `Not JSON: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  const reading = readDatabaseFile(json);
  if (!reading.ok) return { ok: false, problems: reading.problems };
  const { template } = reading.file;
  if (!template) return { ok: false, problems: [{ path: 'template', message: 'A template file needs its "template" part (name, icon, keywords, categories, description).' }] };
  return { ok: true, file: { ...reading.file, template } };
}
