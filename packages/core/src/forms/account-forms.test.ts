import { describe, expect, it } from 'vitest';
import {
  isFormValid,
  validateChangePasswordForm,
  validateForgotPasswordForm,
  validateLoginForm,
  validateResetPasswordForm,
  validateSignupForm,
} from './account-forms.js';

describe('validateChangePasswordForm', () => {
  it('reports every empty field with its own spec message', () => {
    expect(validateChangePasswordForm({ oldPassword: '', newPassword: '', passwordConfirm: 'x' })).toEqual({
      oldPassword: 'An old password is required.',
      newPassword: 'A new password is required.',
      passwordConfirm: 'Passwords do not match.',
    });
  });
  it('is valid when the new password is long enough and repeated', () => {
    const errors = validateChangePasswordForm({ oldPassword: 'a', newPassword: 'long enough', passwordConfirm: 'long enough' });
    expect(errors).toEqual({});
    expect(isFormValid(errors)).toBe(true);
  });
});

describe('validateLoginForm', () => {
  it('asks for a valid e-mail address and a password', () => {
    expect(validateLoginForm({ email: '', password: '' })).toEqual({
      email: 'This field is required.',
      password: 'This field is required.',
    });
    expect(validateLoginForm({ email: 'nope', password: 'x' })).toEqual({ email: 'Please enter a valid e-mail address.' });
  });
});

describe('validateSignupForm', () => {
  it('checks name, e-mail, password length and the repeat', () => {
    expect(validateSignupForm({ name: '', email: 'x', password: 'short', passwordConfirm: '' })).toEqual({
      name: 'This field is required.',
      email: 'Please enter a valid e-mail address.',
      password: 'A password must be at least 8 characters long.',
      passwordConfirm: 'Passwords do not match.',
    });
  });
  it('accepts a complete form', () => {
    expect(validateSignupForm({ name: 'Ada', email: 'ada@example.com', password: 'analytical', passwordConfirm: 'analytical' })).toEqual({});
  });
});

describe('validateForgotPasswordForm and validateResetPasswordForm', () => {
  it('validates the e-mail address', () => {
    expect(validateForgotPasswordForm({ email: ' ' })).toEqual({ email: 'This field is required.' });
  });
  it('validates the new password and its repeat', () => {
    expect(validateResetPasswordForm({ password: '', passwordConfirm: '' })).toEqual({ password: 'A new password is required.' });
    expect(validateResetPasswordForm({ password: 'abcdefgh', passwordConfirm: 'abcdefgX' })).toEqual({
      passwordConfirm: 'Passwords do not match.',
    });
  });
});
