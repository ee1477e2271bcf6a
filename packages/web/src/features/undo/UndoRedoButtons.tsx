import type { UndoScopes } from '@cellar/core';
import { Redo2, Undo2 } from 'lucide-react';
import { Tooltip } from '../../ui/Tooltip';
import bar from '../database/table/table.module.css';
import { useUndoRedo } from './useUndoRedo';
import { useUndoScopes } from './useUndoScopes';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const shortcut = (keys: string) => (isMac ? keys.replace('Ctrl+', '⌘') : keys);

/** Undo and redo buttons for a page's bar: the server's steps of this tab, in what the page shows plus `scopes`. */
export function UndoRedoButtons({ scopes }: { scopes?: UndoScopes }) {
  const run = useUndoRedo();
  const pageScopes = useUndoScopes();
  const all = { ...pageScopes, ...scopes };
  return (
    <>
      <Tooltip content={`Undo (${shortcut('Ctrl+Z')})`} side="bottom">
        <button type="button" className={bar.barButton} aria-label="Undo" aria-keyshortcuts="Control+Z" onClick={() => void run('undo', all)}>
          <Undo2 size={15} aria-hidden />
        </button>
      </Tooltip>
      <Tooltip content={`Redo (${shortcut('Ctrl+Shift+Z')})`} side="bottom">
        <button type="button" className={bar.barButton} aria-label="Redo" aria-keyshortcuts="Control+Shift+Z" onClick={() => void run('redo', all)}>
          <Redo2 size={15} aria-hidden />
        </button>
      </Tooltip>
    </>
  );
}
