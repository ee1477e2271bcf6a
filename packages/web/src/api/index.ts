import { ApiClient, type ApiClientOptions } from './client';
import { createSettingsApi, type SettingsApi } from './settingsApi';
import { createUserApi, type UserApi } from './userApi';

export { ApiClient } from './client';
export { ApiError, isApiError } from './ApiError';
export type { UserApi } from './userApi';
export type { SettingsApi } from './settingsApi';

/** The whole typed API, one group of endpoints per domain. */
export interface Api {
  user: UserApi;
  settings: SettingsApi;
}

/** Builds the API over one client. */
export function createApi(options: ApiClientOptions): Api {
  const client = new ApiClient(options);
  return { user: createUserApi(client), settings: createSettingsApi(client) };
}
