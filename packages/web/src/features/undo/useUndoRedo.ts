import type { UndoScopes } from '@cellar/core';
import { useCallback } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { undoRedo, type UndoDirection } from './undoRedo';

/** Undo and redo on the server for components: `run('undo', scopes)`. */
export function useUndoRedo() {
  const { api, queryClient } = useServices();
  const notify = useNotify();
  return useCallback((direction: UndoDirection, scopes: UndoScopes) => undoRedo({ api: api.undo, notify, queryClient }, direction, scopes), [api, notify, queryClient]);
}
