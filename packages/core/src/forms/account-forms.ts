import { formMessages as m } from './messages.js';
import { checkEmail, checkName, checkNewPassword, checkRepeat, checkRequired, type FieldRule } from './rules.js';

/** One optional message per field of a form; an empty object means the form is valid. */
export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** Drops the fields that passed, so a valid form yields `{}`. */
function collect<K extends string>(rules: Record<K, FieldRule>): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = rules[key];
    if (message !== null) errors[key] = message;
  }
  return errors;
}

/** True when a form's validation found nothing to complain about. */
export function isFormValid(errors: FormErrors<string>): boolean {
  return Object.keys(errors).length === 0;
}

/** The login form: a valid e-mail address and any password (its length is the server's business). */
export interface LoginForm { email: string; password: string }
export function validateLoginForm(form: LoginForm): FormErrors<keyof LoginForm> {
  return collect({
    email: checkRequired(form.email) ?? checkEmail(form.email),
    password: checkRequired(form.password),
  });
}

/** The sign-up form of spec §3 "Registration". */
export interface SignupForm { name: string; email: string; password: string; passwordConfirm: string }
export function validateSignupForm(form: SignupForm): FormErrors<keyof SignupForm> {
  return collect({
    name: checkName(form.name),
    email: checkRequired(form.email) ?? checkEmail(form.email),
    password: checkNewPassword(form.password),
    passwordConfirm: checkRepeat(form.passwordConfirm, form.password, m.passwordMismatch),
  });
}

/** The forgot-password form: one e-mail address. */
export interface ForgotPasswordForm { email: string }
export function validateForgotPasswordForm(form: ForgotPasswordForm): FormErrors<keyof ForgotPasswordForm> {
  return collect({ email: checkRequired(form.email) ?? checkEmail(form.email) });
}

/** The reset-password form: a new password, typed twice. */
export interface ResetPasswordForm { password: string; passwordConfirm: string }
export function validateResetPasswordForm(form: ResetPasswordForm): FormErrors<keyof ResetPasswordForm> {
  return collect({
    password: checkNewPassword(form.password, m.newPasswordRequired),
    passwordConfirm: checkRepeat(form.passwordConfirm, form.password),
  });
}

/** The change-password form of spec §3 "Password change". */
export interface ChangePasswordForm { oldPassword: string; newPassword: string; passwordConfirm: string }
export function validateChangePasswordForm(form: ChangePasswordForm): FormErrors<keyof ChangePasswordForm> {
  return collect({
    oldPassword: form.oldPassword === '' ? m.oldPasswordRequired : null,
    newPassword: checkNewPassword(form.newPassword, m.newPasswordRequired),
    passwordConfirm: checkRepeat(form.passwordConfirm, form.newPassword),
  });
}
