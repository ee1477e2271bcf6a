import { computedOrder } from './computed-order.js';
import type { DatabaseFile } from './database-file-schema.js';
import type { DatabaseFileProblem } from './file-rules.js';

/**
 * Refuses a file whose computed fields read each other in a circle (issue 34): the fields API
 * refuses such a field with ERROR_FIELD_CIRCULAR_REFERENCE, so no import may make one. Reported at
 * the first field of the circle, naming every field along it as the API's message does.
 */
export function checkComputed(file: DatabaseFile, problems: DatabaseFileProblem[]): void {
  const found = computedOrder(file);
  if (found.ok) return;
  const places = new Map(file.database.tables.flatMap((table, t) => table.fields.map((field, f) => [field.id, { path: `database.tables.${t}.fields.${f}`, name: field.name }] as const)));
  const [first] = found.cycle;
  const names = found.cycle.map((id) => places.get(id)?.name ?? `field ${id}`).join(' → ');
  problems.push({ path: `${places.get(first as number)?.path}.options`, message: `Fields cannot reference each other resulting in a circular chain of references: ${names}.` });
}
