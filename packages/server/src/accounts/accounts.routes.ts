import { accountEndpoints as endpoints } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import { passwordsService } from './passwords.service.js';
import { registrationService } from './registration.service.js';
import type { SessionsService } from './sessions.service.js';

/** The user and authentication endpoints of contract §2. */
export function registerAccountRoutes(bind: BindEndpoint, ctx: AppContext, sessions: SessionsService): void {
  const registration = registrationService(ctx, sessions);
  const passwords = passwordsService(ctx);

  bind(endpoints.register, ({ body }) =>
    registration.register({
      name: body.name,
      email: body.email,
      password: body.password,
      authenticate: body.authenticate,
      groupInvitationToken: body.group_invitation_token,
    }),
  );
  bind(endpoints.login, ({ body, request }) => sessions.login(body.username, body.password, request.ip));
  bind(endpoints.refreshToken, ({ body }) => sessions.refresh(body.token));
  bind(endpoints.verifyToken, ({ body }) => sessions.verify(body.token));
  bind(endpoints.sendResetPasswordEmail, ({ body, request }) =>
    passwords.sendResetEmail(body.email, body.base_url, request.ip),
  );
  bind(endpoints.resetPassword, ({ body }) => passwords.resetPassword(body.token, body.password));
  bind(endpoints.changePassword, ({ body, user }) =>
    passwords.changePassword(user, body.old_password, body.new_password),
  );
}
