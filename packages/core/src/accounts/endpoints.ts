import { endpoint } from '../api/endpoint.js';
import {
  changePasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  sendResetPasswordEmailRequest,
  tokenRequest,
  updateSettingsRequest,
  verifyEmailRequest,
} from './schemas.js';
import type { RegisterResponse, SettingsResponse, TokenResponse } from './types.js';

/** The user, authentication and settings endpoints (contract §2–§3). */
export const accountEndpoints = {
  register: endpoint<RegisterResponse>()({
    method: 'POST',
    path: '/api/user/',
    access: 'public',
    body: registerRequest,
    // The invitation codes only with `group_invitation_token` (contract §2.1); sign-ups are throttled per IP.
    errors: [
      'ERROR_DISABLED_SIGNUP',
      'ERROR_EMAIL_ALREADY_EXISTS',
      'BAD_TOKEN_SIGNATURE',
      'ERROR_GROUP_INVITATION_DOES_NOT_EXIST',
      'ERROR_GROUP_INVITATION_EMAIL_MISMATCH',
      'ERROR_TOO_MANY_REQUESTS',
    ],
  }),
  // Wrong credentials answer a plain `non_field_errors` body, not a code; repeated failures are throttled.
  login: endpoint<TokenResponse>()({
    method: 'POST',
    path: '/api/user/token-auth/',
    access: 'public',
    body: loginRequest,
    plainErrors: true,
    errors: ['ERROR_TOO_MANY_REQUESTS'],
  }),
  // Every refusal of a token is a plain `non_field_errors` body (contract §2.3), never a code.
  refreshToken: endpoint<TokenResponse>()({
    method: 'POST',
    path: '/api/user/token-refresh/',
    access: 'public',
    body: tokenRequest,
    plainErrors: true,
    errors: [],
  }),
  verifyToken: endpoint<TokenResponse>()({
    method: 'POST',
    path: '/api/user/token-verify/',
    access: 'public',
    body: tokenRequest,
    plainErrors: true,
    errors: [],
  }),
  sendResetPasswordEmail: endpoint()({
    method: 'POST',
    path: '/api/user/send-reset-password-email/',
    access: 'public',
    body: sendResetPasswordEmailRequest,
    successStatus: 204,
    // Throttled per address and IP. Cellar checks base_url's whole origin for every address; the
    // reference checks the hostname for existing accounts only (contract §2.4).
    errors: ['ERROR_TOO_MANY_REQUESTS', 'ERROR_HOSTNAME_IS_NOT_ALLOWED'],
  }),
  resetPassword: endpoint()({
    method: 'POST',
    path: '/api/user/reset-password/',
    access: 'public',
    body: resetPasswordRequest,
    successStatus: 204,
    errors: ['BAD_TOKEN_SIGNATURE', 'EXPIRED_TOKEN_SIGNATURE', 'ERROR_USER_NOT_FOUND'],
  }),
  changePassword: endpoint()({
    method: 'POST',
    path: '/api/user/change-password/',
    access: 'user',
    body: changePasswordRequest,
    successStatus: 204,
    // Wrong old passwords are throttled like failed logins.
    errors: ['ERROR_INVALID_OLD_PASSWORD', 'ERROR_TOO_MANY_REQUESTS'],
  }),
  // Cellar's own: confirms the address with the token of the link mailed on sign-up.
  verifyEmail: endpoint()({
    method: 'POST',
    path: '/api/user/verify-email/',
    access: 'public',
    body: verifyEmailRequest,
    successStatus: 204,
    errors: ['BAD_TOKEN_SIGNATURE', 'EXPIRED_TOKEN_SIGNATURE', 'ERROR_USER_NOT_FOUND'],
  }),
  // Cellar's own: mails the signed-in user a new verification link (none when already verified).
  sendVerificationEmail: endpoint()({
    method: 'POST',
    path: '/api/user/send-verification-email/',
    access: 'user',
    successStatus: 204,
    errors: ['ERROR_TOO_MANY_REQUESTS'],
  }),
  getSettings: endpoint<SettingsResponse>()({ method: 'GET', path: '/api/settings/', access: 'public', errors: [] }),
  // Non-staff callers get a bare 403 without a code (contract §3).
  updateSettings: endpoint<SettingsResponse>()({
    method: 'PATCH',
    path: '/api/settings/update/',
    access: 'staff',
    body: updateSettingsRequest,
    errors: [],
  }),
} as const;
