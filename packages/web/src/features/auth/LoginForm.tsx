import { validateLoginForm } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { isApiError } from '../../api';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useForm } from '../../ui/useForm';
import styles from './AuthCard.module.css';
import { FormError } from './FormError';
import { useAuth } from './useAuth';

/** The login form; on success the session changes and the login page sends the person on. */
export function LoginForm() {
  const { store } = useAuth();
  const form = useForm({ email: '', password: '' }, validateLoginForm);
  const login = useMutation({ mutationFn: ({ email, password }: { email: string; password: string }) => store.login(email, password) });
  const error = login.error;
  const fieldErrors = isApiError(error) ? error.fieldErrors() : {};
  const refused = isApiError(error) ? error.nonFieldError() : null;

  return (
    <form className={styles.form} onSubmit={form.handleSubmit((values) => login.mutate(values))} noValidate>
      {refused ? (
        <Alert tone="error" title={refused}>
          Check your e-mail address and password, then try again.
        </Alert>
      ) : (
        <FormError error={error} />
      )}
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="username"
        autoFocus
        placeholder="you@company.com"
        {...form.field('email', fieldErrors.username)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        labelAside={<Link to="/forgot-password">Forgot password?</Link>}
        {...form.field('password', fieldErrors.password)}
      />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={login.isPending}>
        Log in
      </Button>
    </form>
  );
}
