import { validateSignupForm } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../api';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useForm } from '../../ui/useForm';
import styles from './AuthCard.module.css';
import { FormError } from './FormError';
import { useAuth } from './useAuth';

const empty = { name: '', email: '', password: '', passwordConfirm: '' };

/** An invitation the sign-up answers: its address is fixed and its token joins the new account to the group. */
export interface SignupInvitation {
  email: string;
  token: string;
}

/** The sign-up form; the new account is logged in straight away. */
export function SignupForm({ invitation, onSignedUp }: { invitation?: SignupInvitation; onSignedUp?: () => void } = {}) {
  const { store } = useAuth();
  const form = useForm({ ...empty, email: invitation?.email ?? '' }, validateSignupForm);
  const signup = useMutation({
    mutationFn: ({ name, email, password }: typeof empty) => store.register({ name, email, password, groupInvitationToken: invitation?.token }),
    onSuccess: () => onSignedUp?.(),
  });
  const fieldErrors = isApiError(signup.error) ? signup.error.fieldErrors() : {};

  return (
    <form className={styles.form} onSubmit={form.handleSubmit((values) => signup.mutate(values))} noValidate>
      <FormError error={signup.error} />
      <TextField label="Your name" autoComplete="name" autoFocus placeholder="Ada Lovelace" {...form.field('name', fieldErrors.name)} />
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        // The server only accepts the address the invitation was sent to.
        readOnly={Boolean(invitation)}
        help={invitation ? 'The invitation was sent to this address.' : undefined}
        {...form.field('email', fieldErrors.email)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        help="At least 8 characters."
        {...form.field('password', fieldErrors.password)}
      />
      <TextField label="Repeat password" type="password" autoComplete="new-password" {...form.field('passwordConfirm')} />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={signup.isPending}>
        Sign up
      </Button>
    </form>
  );
}
