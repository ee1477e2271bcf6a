import { validateChangePasswordForm } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../api';
import { useServices } from '../../app/ServicesContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useForm } from '../../ui/useForm';
import styles from './ChangePasswordForm.module.css';

const empty = { oldPassword: '', newPassword: '', passwordConfirm: '' };

/** The change-password form (spec §2); on success it gives way to a success notice. */
export function ChangePasswordForm() {
  const { api, auth } = useServices();
  const form = useForm(empty, validateChangePasswordForm);
  const change = useMutation({
    mutationFn: async ({ oldPassword, newPassword }: typeof empty) => {
      await api.user.changePassword(oldPassword, newPassword);
      // The server may retire tokens issued before the change; a fresh login keeps this session alive.
      // If that fails the change still succeeded, and the next request leads back to login.
      await auth.renew(newPassword).catch(() => undefined);
    },
  });

  if (change.isSuccess) {
    return (
      <Alert tone="success" title="Password changed">
        Your password has been changed. Use the new one the next time you log in.
      </Alert>
    );
  }

  const error = change.error;
  return (
    <form className={styles.form} onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate>
      {error && (
        <Alert tone="error" title={isApiError(error) ? error.title : 'Action not completed.'}>
          {error.message}
        </Alert>
      )}
      <TextField label="Old password" type="password" autoComplete="current-password" {...form.field('oldPassword')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        help="At least 8 characters."
        {...form.field('newPassword')}
      />
      <TextField label="Repeat new password" type="password" autoComplete="new-password" {...form.field('passwordConfirm')} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}
