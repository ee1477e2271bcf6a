import { isApiError } from '../../api';
import { Alert } from '../../ui/Alert';

/** The alert above a form for a failure no single field owns; renders nothing without an error. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  if (isApiError(error)) {
    // Body validation errors are shown under their fields; only a form-wide one needs the alert.
    const formWide = error.nonFieldError();
    if (formWide) return <Alert tone="error" title={formWide} />;
    if (error.code === 'ERROR_REQUEST_BODY_VALIDATION' || (error.status === 400 && !error.code)) return null;
    return (
      <Alert tone="error" title={error.title}>
        {error.message}
      </Alert>
    );
  }
  return (
    <Alert tone="error" title="Action not completed.">
      The action couldn’t be completed because an unknown error has occured.
    </Alert>
  );
}
