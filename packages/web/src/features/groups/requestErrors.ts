import { isApiError } from '../../api';
import { unknownErrorMessage, type ErrorMessage } from '../../api/errorMessages';
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

/** The title and sentence to show for any failure, known or not. */
export function errorMessageOf(error: unknown): ErrorMessage {
  return isApiError(error) ? { title: error.title, message: error.message } : unknownErrorMessage;
}

/** Shows a failure no dialog owns as an error notification (spec §8). */
export function notifyError(notify: NotificationStore, error: unknown): void {
  const { title, message } = errorMessageOf(error);
  notify.error(title, message);
}
