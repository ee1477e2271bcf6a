import type { UndoDirection } from './undoRedo';

/** The key of undo or redo, as spreadsheets have them: Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y; null for any other. */
export function undoCommandOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): UndoDirection | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
