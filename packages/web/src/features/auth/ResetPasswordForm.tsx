import { validateResetPasswordForm } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../api';
import { useApi } from '../../app/ServicesContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { TextField } from '../../ui/TextField';
import { useForm } from '../../ui/useForm';
import styles from './AuthCard.module.css';
import { FormError } from './FormError';

const linkProblems = new Set(['BAD_TOKEN_SIGNATURE', 'EXPIRED_TOKEN_SIGNATURE', 'ERROR_USER_NOT_FOUND']);

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const api = useApi();
  const form = useForm({ password: '', passwordConfirm: '' }, validateResetPasswordForm);
  const reset = useMutation({ mutationFn: (password: string) => api.user.resetPassword(token, password) });
  const error = reset.error;

  if (reset.isSuccess) {
    return (
      <div className={styles.form}>
        <Alert tone="success" title="Password changed">
          Your password has been changed. You can now log in with your new password.
        </Alert>
        <ButtonLink to="/login" variant="primary" size="lg" fullWidth>
          Log in
        </ButtonLink>
      </div>
    );
  }

  // A bad or expired link cannot be fixed by retyping; offer a new link instead of the form.
  if (isApiError(error) && error.code && linkProblems.has(error.code)) {
    return (
      <div className={styles.form}>
        <Alert tone="error" title={error.title}>
          {error.message}
        </Alert>
        <ButtonLink to="/forgot-password" variant="primary" size="lg" fullWidth>
          Request a new link
        </ButtonLink>
      </div>
    );
  }

  const fieldErrors = isApiError(error) ? error.fieldErrors() : {};
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(({ password }) => reset.mutate(password))} noValidate>
      <FormError error={error} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        help="At least 8 characters."
        {...form.field('password', fieldErrors.password)}
      />
      <TextField label="Repeat new password" type="password" autoComplete="new-password" {...form.field('passwordConfirm')} />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={reset.isPending}>
        Change password
      </Button>
    </form>
  );
}
