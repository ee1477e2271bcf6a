import type { Settings } from '@cellar/core';
import type { ApiClient } from './client';

/** The instance settings endpoints of contract §3. */
export interface SettingsApi {
  get(): Promise<Settings>;
  update(changes: Partial<Settings>): Promise<Settings>;
}

/** Binds the settings endpoints to a client. */
export function createSettingsApi(client: ApiClient): SettingsApi {
  return {
    get: () => client.get<Settings>('/settings/'),
    update: (changes) => client.patch<Settings>('/settings/update/', changes),
  };
}
