import { accountEndpoints as e, type Settings, type SettingsResponse } from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';

/** The instance settings endpoints of contract §3. */
export interface SettingsApi {
  get(): Promise<SettingsResponse>;
  update(changes: Partial<Settings>): Promise<SettingsResponse>;
}

/** Binds the settings endpoints to a client. */
export function createSettingsApi(client: ApiClient): SettingsApi {
  return {
    get: () => callEndpoint(client, e.getSettings),
    update: (changes) => callEndpoint(client, e.updateSettings, { body: changes }),
  };
}
