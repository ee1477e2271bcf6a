import { accountEndpoints as e, type Settings } from '@cellar/core';
import type { ApiClient } from './client';
import { callEndpoint } from './endpointCall';

/** The instance settings endpoints of contract §3. */
export interface SettingsApi {
  get(): Promise<Settings>;
  update(changes: Partial<Settings>): Promise<Settings>;
}

/** Binds the settings endpoints to a client. */
export function createSettingsApi(client: ApiClient): SettingsApi {
  return {
    get: () => callEndpoint(client, e.getSettings),
    update: (changes) => callEndpoint(client, e.updateSettings, { body: changes }),
  };
}
