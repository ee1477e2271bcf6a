import { createApplicationsApi, type ApplicationsApi } from './applicationsApi';
import { ApiClient, type ApiClientOptions } from './client';
import { createDatabaseApi, type DatabaseApi } from './databaseApi';
import { createGroupsApi, type GroupsApi } from './groupsApi';
import { createJobsApi, type JobsApi } from './jobsApi';
import { createSettingsApi, type SettingsApi } from './settingsApi';
import { createTemplatesApi, type TemplatesApi } from './templatesApi';
import { createTokensApi, type TokensApi } from './tokensApi';
import { createTrashApi, type TrashApi } from './trashApi';
import { createUndoApi, type UndoApi } from './undoApi';
import { createUserApi, type UserApi } from './userApi';
import { createWebhooksApi, type WebhooksApi } from './webhooksApi';

export { ApiClient } from './client';
export { ApiError, errorMessageOf, isApiError } from './ApiError';
export type { UserApi } from './userApi';
export type { SettingsApi } from './settingsApi';
export type { GroupsApi, InvitationInput } from './groupsApi';
export type { ApplicationsApi } from './applicationsApi';
export type { DatabaseApi } from './databaseApi';
export type { TokensApi } from './tokensApi';
export type { TemplatesApi } from './templatesApi';
export type { UndoApi } from './undoApi';
export type { TrashApi, TrashItemRef } from './trashApi';
export type { JobsApi } from './jobsApi';
export type { WebhooksApi } from './webhooksApi';

/** The whole typed API, one group of endpoints per domain. */
export interface Api {
  user: UserApi;
  settings: SettingsApi;
  groups: GroupsApi;
  applications: ApplicationsApi;
  database: DatabaseApi;
  tokens: TokensApi;
  templates: TemplatesApi;
  undo: UndoApi;
  trash: TrashApi;
  jobs: JobsApi;
  webhooks: WebhooksApi;
}

/** Builds the API over one client. */
export function createApi(options: ApiClientOptions): Api {
  const client = new ApiClient(options);
  return {
    user: createUserApi(client),
    settings: createSettingsApi(client),
    groups: createGroupsApi(client),
    applications: createApplicationsApi(client),
    database: createDatabaseApi(client),
    tokens: createTokensApi(client),
    templates: createTemplatesApi(client),
    undo: createUndoApi(client),
    trash: createTrashApi(client),
    jobs: createJobsApi(client),
    webhooks: createWebhooksApi(client),
  };
}
