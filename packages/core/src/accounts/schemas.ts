import { z } from 'zod';
import { emailAddress, looseBoolean, requiredText } from '../validation/primitives.js';
import { accountLimits as limits } from './limits.js';

const password = z.string().min(limits.passwordMinLength).max(limits.passwordMaxLength);

/** The web frontend address a mailed link is built on; the server compares its origin with PUBLIC_URL. */
export const frontendBaseUrl = z.string().max(limits.baseUrlMaxLength).pipe(z.url());

/** POST /api/user/ */
export const registerRequest = z.object({
  name: requiredText(limits.nameMaxLength),
  email: emailAddress,
  password,
  authenticate: looseBoolean.optional().default(false),
  group_invitation_token: z.string().max(limits.tokenMaxLength).optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** POST /api/user/token-auth/ — its errors are plain strings, not the usual envelope (contract §2.2). */
export const loginRequest = z.object({
  username: emailAddress,
  password: z.string().min(1),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** POST /api/user/token-refresh/ and /token-verify/ */
export const tokenRequest = z.object({ token: z.string().min(1) });

/** POST /api/user/send-reset-password-email/ */
export const sendResetPasswordEmailRequest = z.object({
  email: emailAddress,
  base_url: frontendBaseUrl,
});

/** POST /api/user/reset-password/ */
export const resetPasswordRequest = z.object({
  token: z.string().min(1).max(limits.tokenMaxLength),
  password,
});

/** POST /api/user/verify-email/ — Cellar's own: the token of the mailed verification link. */
export const verifyEmailRequest = z.object({ token: z.string().min(1).max(limits.tokenMaxLength) });

/** POST /api/user/change-password/ */
export const changePasswordRequest = z.object({
  old_password: z.string().min(1),
  new_password: password,
});

/** PATCH /api/settings/update/ — every key optional, `{}` changes nothing. */
export const updateSettingsRequest = z.object({
  allow_new_signups: looseBoolean.optional(),
});
