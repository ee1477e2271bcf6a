import { accountLimits } from '../accounts/limits.js';
import { emailAddress } from '../validation/primitives.js';
import { formMessages as m } from './messages.js';

/** A field's error message, or null when the value is fine. */
export type FieldRule = string | null;

/** Fails a value that is empty once surrounding white space is gone. */
export function checkRequired(value: string, message: string = m.required): FieldRule {
  return value.trim() === '' ? message : null;
}

/** Checks an e-mail address with the very schema the server applies, so both agree. */
export function checkEmail(value: string): FieldRule {
  return emailAddress.safeParse(value).success ? null : m.invalidEmail;
}

/** A person's name: required and no longer than the server stores. */
export function checkName(value: string): FieldRule {
  return checkRequired(value) ?? (value.trim().length > accountLimits.nameMaxLength ? m.nameTooLong : null);
}

/** A password being chosen: required (with the caller's wording), then within the length limits. */
export function checkNewPassword(value: string, requiredMessage: string = m.required): FieldRule {
  // Passwords are not trimmed: a space is a legitimate character.
  if (value === '') return requiredMessage;
  if (value.length < accountLimits.passwordMinLength) return m.passwordTooShort;
  if (value.length > accountLimits.passwordMaxLength) return m.passwordTooLong;
  return null;
}

/** The repeated password must equal the first one exactly. */
export function checkRepeat(repeat: string, password: string, message: string = m.newPasswordMismatch): FieldRule {
  return repeat === password ? null : message;
}
