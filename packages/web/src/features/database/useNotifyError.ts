import { useCallback } from 'react';
import { isApiError } from '../../api/ApiError';
import { unknownErrorMessage } from '../../api/errorMessages';
import { useNotify } from '../../ui/notifications/NotificationsContext';

/** Shows a failed call as an error notification with the spec §8 wording. */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const text = isApiError(error) ? error : unknownErrorMessage;
      notify.error(text.title, text.message);
    },
    [notify],
  );
}
