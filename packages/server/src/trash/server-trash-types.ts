import type { ServerTrashType } from './server-trash-type.js';

// One line per trashable kind (a folder each).
const all: ServerTrashType[] = [];

const byName = new Map(all.map((type) => [type.type, type]));

/** The trash type named `name`, or undefined for one this version no longer knows. */
export function trashType(name: string): ServerTrashType | undefined {
  return byName.get(name);
}
