import { describe, expect, it } from 'vitest';
import { CredentialsError } from './credentials-error.js';
import { DomainError, ValidationError, fieldError } from './domain-error.js';

// What the server's edge reads from a thrown error: its code, status, detail and message.

describe('domain errors', () => {
  it('carry the catalogue detail and status unless a detail is given', () => {
    const missing = new DomainError('ERROR_TABLE_DOES_NOT_EXIST');
    expect([missing.status, missing.detail, missing.message, missing.name]).toEqual([404, 'The requested table does not exist.', 'The requested table does not exist.', 'DomainError']);
    const custom = new DomainError('ERROR_TABLE_DOES_NOT_EXIST', 'Gone.');
    expect([custom.detail, custom.message]).toEqual(['Gone.', 'Gone.']);
  });

  it('use the code as message when the detail is empty or not text', () => {
    expect(new DomainError('ERROR_USER_NOT_IN_GROUP').message).toBe('ERROR_USER_NOT_IN_GROUP');
    const invalid = new ValidationError({ name: [{ error: 'x', code: 'invalid' }] });
    expect([invalid.message, invalid.status, invalid.code, invalid.name]).toEqual(['ERROR_REQUEST_BODY_VALIDATION', 400, 'ERROR_REQUEST_BODY_VALIDATION', 'ValidationError']);
  });

  it('build the detail of one failing key, invalid by default', () => {
    expect(fieldError('name', 'Too odd.').detail).toEqual({ name: [{ error: 'Too odd.', code: 'invalid' }] });
    expect(fieldError('name', 'Taken.', 'unique').detail).toEqual({ name: [{ error: 'Taken.', code: 'unique' }] });
    expect(fieldError('name', 'Taken.')).toBeInstanceOf(DomainError);
  });

  it('keep the bare body of a credentials failure, and its messages as the message', () => {
    const error = new CredentialsError({ non_field_errors: ['Unable to log in.'], username: ['Nope.'] });
    expect([error.message, error.name, error.body]).toEqual(['Unable to log in. Nope.', 'CredentialsError', { non_field_errors: ['Unable to log in.'], username: ['Nope.'] }]);
  });
});
