import { applicationEndpoints as e, type Application, type ApplicationTypeName } from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';

/** The application endpoints of contract §6. */
export interface ApplicationsApi {
  /** Every application in every group of the user, in order. */
  list(): Promise<Application[]>;
  /** One group's applications; a template's group may be read by anyone (contract §1.6). */
  listOfGroup(groupId: number): Promise<Application[]>;
  create(groupId: number, type: ApplicationTypeName, name: string): Promise<Application>;
  rename(applicationId: number, name: string): Promise<Application>;
  remove(applicationId: number): Promise<void>;
}

/** Binds the application endpoints to a client. */
export function createApplicationsApi(client: ApiClient): ApplicationsApi {
  return {
    list: () => callEndpoint(client, e.listAllApplications),
    listOfGroup: (group_id) => callEndpoint(client, e.listGroupApplications, { params: { group_id } }),
    create: (group_id, type, name) => callEndpoint(client, e.createApplication, { params: { group_id }, body: { type, name } }),
    rename: (application_id, name) => callEndpoint(client, e.updateApplication, { params: { application_id }, body: { name } }),
    remove: (application_id) => callEndpoint(client, e.deleteApplication, { params: { application_id } }),
  };
}
