/**
 * A login or token failure. The reference answers these with a bare DRF body
 * (`{"non_field_errors": ["…"]}` or `{"username": ["…"]}`) instead of the usual envelope.
 */
export class CredentialsError extends Error {
  readonly body: Record<string, string[]>;

  constructor(body: Record<string, string[]>) {
    super(Object.values(body).flat().join(' '));
    this.name = 'CredentialsError';
    this.body = body;
  }
}

/** The messages of login and token failures (contract §2.2–§2.3). */
export const credentialsMessages = {
  invalidLogin: 'Unable to log in with provided credentials.',
  signatureExpired: 'Signature has expired.',
  decodingFailed: 'Error decoding signature.',
  refreshExpired: 'Refresh has expired.',
  origIatRequired: 'orig_iat field is required.',
  userMissing: "User doesn't exist.",
} as const;
