import { accountEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import type { Services } from '../services.js';

/** The user and authentication endpoints of contract §2. */
export function registerAccountRoutes(bind: BindEndpoint, { registration, sessions, passwords, emailVerification }: Services): void {
  bind(endpoints.register, ({ body, request }) =>
    registration.register(
      {
        name: body.name,
        email: body.email,
        password: body.password,
        authenticate: body.authenticate,
        groupInvitationToken: body.group_invitation_token,
      },
      request.ip,
    ),
  );
  bind(endpoints.login, ({ body, request }) => sessions.login(body.username, body.password, request.ip));
  bind(endpoints.refreshToken, ({ body }) => sessions.refresh(body.token));
  bind(endpoints.verifyToken, ({ body }) => sessions.verify(body.token));
  bind(endpoints.sendResetPasswordEmail, ({ body, request }) =>
    passwords.sendResetEmail(body.email, body.base_url, request.ip),
  );
  bind(endpoints.resetPassword, ({ body }) => passwords.resetPassword(body.token, body.password));
  bind(endpoints.changePassword, ({ body, caller, request }) =>
    passwords.changePassword(caller, body.old_password, body.new_password, request.ip),
  );
  bind(endpoints.verifyEmail, ({ body }) => emailVerification.verify(body.token));
  bind(endpoints.sendVerificationEmail, ({ caller }) => emailVerification.resend(caller));
}
