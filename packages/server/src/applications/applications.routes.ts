import { applicationEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import type { Services } from '../services.js';

/** The application endpoints of contract §6. */
export function registerApplicationRoutes(bind: BindEndpoint, { applications }: Services): void {
  bind(endpoints.listAllApplications, ({ caller }) => applications.listAll(caller));
  bind(endpoints.listGroupApplications, ({ caller, params }) => applications.listOfGroup(caller, Number(params.group_id)));
  bind(endpoints.createApplication, ({ caller, params, body }) => applications.create(caller, Number(params.group_id), body));
  bind(endpoints.getApplication, ({ caller, params }) => applications.get(caller, Number(params.application_id)));
  bind(endpoints.updateApplication, ({ caller, params, body }) => applications.rename(caller, Number(params.application_id), body.name));
  bind(endpoints.deleteApplication, ({ caller, params }) => applications.delete(caller, Number(params.application_id)));
}
