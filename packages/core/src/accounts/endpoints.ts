import { endpoint } from '../api/endpoint.js';
import {
  changePasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  sendResetPasswordEmailRequest,
  tokenRequest,
  updateSettingsRequest,
} from './schemas.js';
import type { RegisterResponse, Settings, TokenResponse } from './types.js';

/** The user, authentication and settings endpoints (contract §2–§3). */
export const accountEndpoints = {
  register: endpoint<RegisterResponse>()({ method: 'POST', path: '/api/user/', access: 'public', body: registerRequest }),
  login: endpoint<TokenResponse>()({ method: 'POST', path: '/api/user/token-auth/', access: 'public', body: loginRequest, plainErrors: true }),
  refreshToken: endpoint<TokenResponse>()({ method: 'POST', path: '/api/user/token-refresh/', access: 'public', body: tokenRequest, plainErrors: true }),
  verifyToken: endpoint<TokenResponse>()({ method: 'POST', path: '/api/user/token-verify/', access: 'public', body: tokenRequest, plainErrors: true }),
  sendResetPasswordEmail: endpoint()({
    method: 'POST',
    path: '/api/user/send-reset-password-email/',
    access: 'public',
    body: sendResetPasswordEmailRequest,
    successStatus: 204,
  }),
  resetPassword: endpoint()({
    method: 'POST',
    path: '/api/user/reset-password/',
    access: 'public',
    body: resetPasswordRequest,
    successStatus: 204,
  }),
  changePassword: endpoint()({
    method: 'POST',
    path: '/api/user/change-password/',
    access: 'user',
    body: changePasswordRequest,
    successStatus: 204,
  }),
  getSettings: endpoint<Settings>()({ method: 'GET', path: '/api/settings/', access: 'public' }),
  updateSettings: endpoint<Settings>()({
    method: 'PATCH',
    path: '/api/settings/update/',
    access: 'staff',
    body: updateSettingsRequest,
  }),
} as const;
