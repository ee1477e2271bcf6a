import { validateForgotPasswordForm } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useApi } from '../../app/ServicesContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { TextField } from '../../ui/TextField';
import { useForm } from '../../ui/useForm';
import { MailNotSetUp } from '../settings/MailNotSetUp';
import { useMailConfigured } from '../settings/useMailConfigured';
import styles from './AuthCard.module.css';
import { FormError } from './FormError';

/** The address the reset e-mail links to; the server appends '/<token>' (contract §2.4). */
export function resetPasswordBaseUrl(): string {
  return `${window.location.origin}/reset-password`;
}

/**
 * Asks for a reset e-mail; the confirmation is the same whether or not the address has an account.
 * Without mail on the server it says so, and where the link goes instead, before and after.
 */
export function ForgotPasswordForm() {
  const api = useApi();
  const mailConfigured = useMailConfigured();
  const form = useForm({ email: '' }, validateForgotPasswordForm);
  const send = useMutation({ mutationFn: (email: string) => api.user.sendResetPasswordEmail(email, resetPasswordBaseUrl()) });

  if (send.isSuccess) {
    return (
      <div className={styles.form}>
        {mailConfigured ? (
          <Alert tone="success" title="Check your inbox">
            If an account exists for <strong>{send.variables}</strong>, we’ve sent it a link to reset the password. The link
            works for 48 hours.
          </Alert>
        ) : (
          <>
            <Alert tone="success" title="Reset link made">
              If an account exists for <strong>{send.variables}</strong>, it has a new link to reset the password. The link
              works for 48 hours.
            </Alert>
            <MailNotSetUp link="The link" />
          </>
        )}
        <ButtonLink to="/login" fullWidth size="lg">
          <ArrowLeft size={15} aria-hidden /> Back to login
        </ButtonLink>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(({ email }) => send.mutate(email.trim()))} noValidate>
      {!mailConfigured && <MailNotSetUp link="The reset link" />}
      <FormError error={send.error} />
      <TextField label="E-mail address" type="email" autoComplete="email" autoFocus placeholder="you@company.com" {...form.field('email')} />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={send.isPending}>
        Send reset link
      </Button>
      <Link to="/login" className={styles.backLink}>
        Back to login
      </Link>
    </form>
  );
}
