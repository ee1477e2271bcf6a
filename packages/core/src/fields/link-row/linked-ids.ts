// Kept apart from link-row-field.ts so the type's file rules can read ids without importing the type.

const integerText = /^\s*[+-]?\d+\s*$/;

// DRF's IntegerField as the reference reads list items: integers and strings of one. Cellar also
// reads `{id}` objects, the shape a cell is answered in, so a read cell can be written back.
export function itemId(item: unknown): number | null {
  if (typeof item === 'number' && Number.isInteger(item)) return item;
  if (typeof item === 'string' && integerText.test(item)) return Number(item);
  if (item && typeof item === 'object' && !Array.isArray(item)) return itemId((item as { id?: unknown }).id);
  return null;
}

/** The ids a cell links to, whatever shape it holds. */
export function linkedIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => itemId(item)).filter((id): id is number => id !== null);
}
