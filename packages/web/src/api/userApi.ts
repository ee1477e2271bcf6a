import { accountEndpoints as e, type TokenResponse } from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';

/** The account endpoints of contract §2. */
export interface UserApi {
  login(email: string, password: string): Promise<TokenResponse>;
  refreshToken(token: string): Promise<TokenResponse>;
  register(input: { name: string; email: string; password: string; groupInvitationToken?: string }): Promise<TokenResponse>;
  sendResetPasswordEmail(email: string, baseUrl: string): Promise<void>;
  resetPassword(token: string, password: string): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** Confirms the address with the token of the mailed verification link (Cellar's own). */
  verifyEmail(token: string): Promise<void>;
  /** Mails the signed-in user a new verification link. */
  sendVerificationEmail(): Promise<void>;
}

/** Binds the account endpoints to a client. */
export function createUserApi(client: ApiClient): UserApi {
  return {
    login: (email, password) => callEndpoint(client, e.login, { body: { username: email, password }, anonymous: true }),
    refreshToken: (token) => callEndpoint(client, e.refreshToken, { body: { token }, anonymous: true }),
    async register({ name, email, password, groupInvitationToken }) {
      const body = { name, email, password, authenticate: true, ...(groupInvitationToken ? { group_invitation_token: groupInvitationToken } : {}) };
      const response = await callEndpoint(client, e.register, { body, anonymous: true });
      // `authenticate: true` guarantees a token; its absence is a server bug worth surfacing.
      if (!response.token) throw new Error('The server did not return a token after sign up.');
      return { token: response.token, user: response.user };
    },
    sendResetPasswordEmail: (email, baseUrl) =>
      callEndpoint(client, e.sendResetPasswordEmail, { body: { email, base_url: baseUrl }, anonymous: true }),
    resetPassword: (token, password) => callEndpoint(client, e.resetPassword, { body: { token, password }, anonymous: true }),
    changePassword: (oldPassword, newPassword) =>
      callEndpoint(client, e.changePassword, { body: { old_password: oldPassword, new_password: newPassword } }),
    verifyEmail: (token) => callEndpoint(client, e.verifyEmail, { body: { token }, anonymous: true }),
    sendVerificationEmail: () => callEndpoint(client, e.sendVerificationEmail),
  };
}
