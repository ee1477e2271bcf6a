import { isUserFileName } from '@cellar/core';

/**
 * What an export archive holds (docs/database-file-format.md, "Archives"): one database file per
 * exported database, `databases/1.json`, `databases/2.json`… in the export's order, and, unless
 * only the structure was exported, the user files their file cells name, `files/<stored name>`.
 * Nothing else: any other entry (a path that climbs out, an absolute one) refuses the archive.
 */
export const archivePaths = {
  database: (index: number) => `databases/${index}.json`,
  userFile: (name: string) => `files/${name}`,
};

const databaseEntry = /^databases\/([1-9]\d{0,5})\.json$/;

/** What an entry name is in an archive, or null for one an archive may not hold. */
export function entryKind(name: string): { kind: 'database'; index: number } | { kind: 'file'; name: string } | null {
  const database = databaseEntry.exec(name);
  if (database) return { kind: 'database', index: Number(database[1]) };
  if (name.startsWith('files/') && isUserFileName(name.slice('files/'.length))) return { kind: 'file', name: name.slice('files/'.length) };
  return null;
}
