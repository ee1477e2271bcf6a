import { accountLimits } from '../accounts/limits.js';

/** The messages forms show under a field, worded as the product spec words them (spec §5). */
export const formMessages = {
  required: 'This field is required.',
  invalidEmail: 'Please enter a valid e-mail address.',
  oldPasswordRequired: 'An old password is required.',
  newPasswordRequired: 'A new password is required.',
  // Both repeats say the same plain thing (issue 38): which field to fix is clear from where it shows.
  newPasswordMismatch: 'Passwords do not match.',
  passwordMismatch: 'Passwords do not match.',
  passwordTooShort: `A password must be at least ${accountLimits.passwordMinLength} characters long.`,
  passwordTooLong: `A password can be at most ${accountLimits.passwordMaxLength} characters long.`,
  nameTooLong: `A name can be at most ${accountLimits.nameMaxLength} characters long.`,
} as const;
