import { rowTrashType, rowsTrashType } from '../database/rows/trash/row-trash-types.js';
import { objectTrashTypes } from '../database/object-trash-types.js';
import type { ServerTrashType } from './server-trash-type.js';

// One line per trashable kind (a folder each).
const all: ServerTrashType[] = [rowTrashType, rowsTrashType, ...objectTrashTypes];

const byName = new Map(all.map((type) => [type.type, type]));

/**
 * Adds a trash type defined outside the list above: tests register small types of their own.
 * A name already taken is refused, so a test cannot shadow a real type.
 */
export function registerTrashType(type: ServerTrashType): void {
  if (byName.has(type.type)) throw new Error(`The trash type "${type.type}" is already registered.`);
  byName.set(type.type, type);
}

/** The names of every trash type this version knows: the sweep purges only those. */
export function trashTypeNames(): string[] {
  return [...byName.keys()];
}

/** The trash type named `name`, or undefined for one this version no longer knows. */
export function trashType(name: string): ServerTrashType | undefined {
  return byName.get(name);
}
