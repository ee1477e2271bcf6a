import type { UndoRedoResponse, UndoScopes } from '@cellar/core';
import type { QueryClient } from '@tanstack/react-query';
import { errorMessageOf, type UndoApi } from '../../api';
import type { NotificationStore } from '../../ui/notifications/notificationStore';

/** Which way: take the latest step back, or make the latest undone one again. */
export type UndoDirection = 'undo' | 'redo';

/** What undoing needs: the server's endpoints, where to tell the person, and the caches to read again. */
export interface UndoDeps {
  api: UndoApi;
  notify: NotificationStore;
  queryClient: QueryClient;
}

// One request at a time: pressing Ctrl+Z five times undoes five steps, in order.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Undoes or redoes this tab's latest step on the server, within the scopes the person is looking
 * at. The changes come back as live events to this tab too (the server sends undo's events to
 * every tab); the lists the sidebar and the table read are read again besides, so a restored table
 * or field shows at once. Nothing to do, a skipped step and a failure are said in a notification.
 */
export function undoRedo(deps: UndoDeps, direction: UndoDirection, scopes: UndoScopes): Promise<UndoRedoResponse | null> {
  const run = async (): Promise<UndoRedoResponse | null> => {
    try {
      const answer = await deps.api[direction](scopes);
      if (answer.result_code === 'NOTHING_TO_DO') deps.notify.info(direction === 'undo' ? 'Nothing to undo' : 'Nothing to redo');
      else if (answer.result_code === 'SKIPPED_DUE_TO_ERROR') {
        deps.notify.warning(`Couldn’t ${direction} that step`, 'What it changed was changed or deleted by someone else since, so it was skipped.');
      } else void deps.queryClient.invalidateQueries();
      return answer;
    } catch (error) {
      const message = errorMessageOf(error);
      deps.notify.error(message.title, message.message);
      return null;
    }
  };
  const result = queue.then(run);
  queue = result.catch(() => undefined);
  return result;
}
