/** What a key does while the completion list is open. */
export type CompletionKeyAction = { kind: 'move'; active: number } | { kind: 'accept' } | { kind: 'close' } | { kind: 'none' };

/**
 * The completion list's keys, as a combobox's: arrows move (wrapping), Tab or Enter take the
 * highlighted choice, Escape closes the list. Other keys, and any with a modifier (Shift+Enter is a
 * new line), are the text's.
 */
export function completionKey(event: { key: string; shiftKey?: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }, active: number, count: number): CompletionKeyAction {
  if (count === 0 || event.altKey || event.ctrlKey || event.metaKey) return { kind: 'none' };
  switch (event.key) {
    case 'ArrowDown':
      return { kind: 'move', active: (active + 1) % count };
    case 'ArrowUp':
      return { kind: 'move', active: (active - 1 + count) % count };
    case 'Tab':
    case 'Enter':
      return event.shiftKey ? { kind: 'none' } : { kind: 'accept' };
    case 'Escape':
      return { kind: 'close' };
    default:
      return { kind: 'none' };
  }
}
