import { errorMessageOf, isApiError } from '../../api';
import type { NotificationStore } from '../../ui/notifications/notificationStore';

/** Runs a delete, treating 404 as success: the thing is gone either way (spec §4, §8). */
export async function ignoreNotFound(request: Promise<void>): Promise<void> {
  try {
    await request;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

/** Shows a failure no dialog owns as an error notification (spec §8). */
export function notifyError(notify: NotificationStore, error: unknown): void {
  const { title, message } = errorMessageOf(error);
  notify.error(title, message);
}
