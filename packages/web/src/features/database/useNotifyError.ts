import { useCallback } from 'react';
import { isApiError } from '../../api/ApiError';
import { unknownErrorMessage } from '../../api/errorMessages';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { constraintRefusalOf } from './fields/constraints/constraintErrors';

/** Shows a failed call as an error notification with the spec §8 wording. */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      // A field rule's refusal carries the server's own sentence (the duplicate's row, the required field).
      const text = constraintRefusalOf(error) ?? (isApiError(error) ? error : unknownErrorMessage);
      notify.error(text.title, text.message);
    },
    [notify],
  );
}
