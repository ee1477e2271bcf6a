import { describe, expect, it } from 'vitest';
import { formMessages as m } from './messages.js';
import { checkEmail, checkName, checkNewPassword, checkRepeat, checkRequired } from './rules.js';

describe('checkRequired', () => {
  it('fails empty and blank values with the spec message', () => {
    expect(checkRequired('')).toBe('This field is required.');
    expect(checkRequired('   ')).toBe('This field is required.');
  });
  it('passes any other text and can use another message', () => {
    expect(checkRequired('x')).toBeNull();
    expect(checkRequired('', 'Other.')).toBe('Other.');
  });
});

describe('checkEmail', () => {
  it('accepts addresses the server accepts, even with odd case and spaces', () => {
    expect(checkEmail('ada@example.com')).toBeNull();
    expect(checkEmail('  Ada@Example.COM ')).toBeNull();
  });
  it.each(['ada', 'ada@', '@example.com', 'ada example@x.nl'])('rejects %s', (value) => {
    expect(checkEmail(value)).toBe('Please enter a valid e-mail address.');
  });
});

describe('checkName', () => {
  it('is required and at most 32 characters', () => {
    expect(checkName(' ')).toBe(m.required);
    expect(checkName('a'.repeat(32))).toBeNull();
    expect(checkName('a'.repeat(33))).toBe(m.nameTooLong);
  });
});

describe('checkNewPassword', () => {
  it('uses the caller wording when empty', () => {
    expect(checkNewPassword('', m.newPasswordRequired)).toBe('A new password is required.');
  });
  it('rejects passwords shorter than 8 characters', () => {
    expect(checkNewPassword('1234567')).toBe('A password must be at least 8 characters long.');
    expect(checkNewPassword('12345678')).toBeNull();
  });
  it('rejects passwords over 256 characters', () => {
    expect(checkNewPassword('x'.repeat(257))).toBe(m.passwordTooLong);
  });
});

describe('checkRepeat', () => {
  it('needs an exact match', () => {
    expect(checkRepeat('secret12', 'secret12')).toBeNull();
    expect(checkRepeat('secret12 ', 'secret12')).toBe('Passwords do not match.');
  });
});
