import type { UndoScopes } from '@cellar/core';
import { useCallback } from 'react';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { useUndoRedo } from './useUndoRedo';

/**
 * The toast after a deletion, as the reference shows it: what went, with "Undo", which asks the
 * server to undo this tab's latest step in the deleted thing's scope (the deletion itself, unless
 * something else was done there since). The Trash keeps it for longer.
 */
export function useNotifyDeleted(): (title: string, scopes: UndoScopes) => void {
  const notify = useNotify();
  const run = useUndoRedo();
  return useCallback(
    (title, scopes) => {
      // Used once: the toast goes with the click, so a second click cannot undo the step before.
      const id = notify.add({
        type: 'info',
        title,
        message: 'It is in the trash for a few days.',
        action: {
          label: 'Undo',
          onClick: () => {
            notify.remove(id);
            void run('undo', scopes);
          },
        },
      });
    },
    [notify, run],
  );
}
