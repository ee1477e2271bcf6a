import type { TrashContentsEntry } from '@cellar/core';

// How the trash names each kind of thing, as a person calls it.
const kinds: Record<string, string> = {
  group: 'Group',
  application: 'Database',
  table: 'Table',
  field: 'Field',
  view: 'View',
  row: 'Row',
  rows: 'Rows',
};

/** What an entry is, in a word: 'Field', 'Row'… */
export function kindOf(entry: Pick<TrashContentsEntry, 'trash_item_type'>): string {
  return kinds[entry.trash_item_type] ?? 'Item';
}

/** The entry's name as listed: a batch of rows shows how many and the first few names. */
export function titleOf(entry: Pick<TrashContentsEntry, 'name' | 'names'>): string {
  if (!entry.names || entry.names.length === 0) return entry.name;
  const shown = entry.names.slice(0, 3).join(', ');
  return entry.names.length > 3 ? `${shown} and ${entry.names.length - 3} more` : shown;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** When, relative to now: 'just now', '5 minutes ago', 'yesterday'. */
export function whenText(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of units) if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  return 'just now';
}

/** Who and when: 'Deleted by Ada 5 minutes ago'. */
export function byline(entry: Pick<TrashContentsEntry, 'user_who_trashed' | 'trashed_at' | 'parent_name'>, now = Date.now()): string {
  const who = entry.user_who_trashed ? ` by ${entry.user_who_trashed}` : '';
  const where = entry.parent_name ? ` from ${entry.parent_name}` : '';
  return `Deleted${where}${who} ${whenText(entry.trashed_at, now)}`;
}
