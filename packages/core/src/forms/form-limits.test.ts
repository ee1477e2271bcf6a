import { describe, expect, it } from 'vitest';
import { isFormValid } from './account-forms.js';
import { formMessages as m } from './messages.js';
import { checkName, checkNewPassword } from './rules.js';

// The limits at their edges, as the server counts them: names trimmed, passwords as typed.

describe('form limits at their edges', () => {
  it('counts a name without its surrounding spaces', () => {
    expect(checkName(`  ${'a'.repeat(32)}  `)).toBeNull();
  });

  it('takes a password of exactly 256 characters', () => {
    expect(checkNewPassword('x'.repeat(256))).toBeNull();
    expect(checkNewPassword('x'.repeat(257))).toBe(m.passwordTooLong);
  });

  it('calls a form with any message invalid', () => {
    expect(isFormValid({ email: m.required })).toBe(false);
  });
});
