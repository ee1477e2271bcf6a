// jsonb keeps an object's keys by length, not as written: a stored payload comes back with `items`
// before `table_id`, and a row's `Name` before its `id`. Receivers must not care, but people read
// these bodies (and the call log): the common keys go first again, and each row's id and order.
const leading = ['table_id', 'database_id', 'workspace_id', 'webhook_id', 'event_id', 'event_type'];
const rowLists = ['items', 'old_items'];

function rowFirst(row: unknown): unknown {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
  const { id, order, ...cells } = row as Record<string, unknown>;
  return { id, order, ...cells };
}

/** A stored payload with its keys in the order it was built: the common keys, then its event's, rows' id and order first. */
export function inWrittenOrder(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const source = payload as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const key of leading) if (Object.hasOwn(source, key)) ordered[key] = source[key];
  for (const [key, value] of Object.entries(source)) {
    if (Object.hasOwn(ordered, key)) continue;
    ordered[key] = rowLists.includes(key) && Array.isArray(value) ? value.map(rowFirst) : value;
  }
  return ordered;
}
