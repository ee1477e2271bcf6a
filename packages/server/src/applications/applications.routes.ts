import { applicationEndpoints as endpoints } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import { applicationsService } from './applications.service.js';

/** The application endpoints of contract §6. */
export function registerApplicationRoutes(bind: BindEndpoint, ctx: AppContext): void {
  const applications = applicationsService(ctx);
  bind(endpoints.listAllApplications, ({ user }) => applications.listAll(user.id));
  bind(endpoints.listGroupApplications, ({ user, params }) => applications.listOfGroup(user.id, Number(params.group_id)));
  bind(endpoints.createApplication, ({ user, params, body }) => applications.create(user.id, Number(params.group_id), body));
  bind(endpoints.getApplication, ({ user, params }) => applications.get(user.id, Number(params.application_id)));
  bind(endpoints.updateApplication, ({ user, params, body }) =>
    applications.rename(user.id, Number(params.application_id), body.name),
  );
  bind(endpoints.deleteApplication, ({ user, params }) => applications.delete(user.id, Number(params.application_id)));
}
