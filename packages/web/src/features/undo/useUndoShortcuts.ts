import type { UndoScopes } from '@cellar/core';
import { useEffect, useRef } from 'react';
import { undoCommandOf } from './undoKeys';
import { useUndoRedo } from './useUndoRedo';

// Text boxes keep their own undo: Ctrl+Z in a name being typed takes back letters, not a step.
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y anywhere in the app (the sidebar, the dashboard, a
 * table's bar) undo and redo on the server within `scopes`. A key the grid or an open dialog
 * handled itself (its default prevented) is left alone.
 */
export function useUndoShortcuts(scopes: UndoScopes): void {
  const run = useUndoRedo();
  const latest = useRef(scopes);
  useEffect(() => {
    latest.current = scopes;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      const command = undoCommandOf(event);
      if (!command) return;
      event.preventDefault();
      void run(command, latest.current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [run]);
}
