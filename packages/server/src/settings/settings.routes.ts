import { accountEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import type { Services } from '../services.js';

/** The settings endpoints of contract §3. */
export function registerSettingsRoutes(bind: BindEndpoint, { settings }: Services): void {
  bind(endpoints.getSettings, () => settings.get());
  bind(endpoints.updateSettings, ({ caller, body }) => {
    const changes = body.allow_new_signups === undefined ? {} : { allow_new_signups: body.allow_new_signups };
    return settings.update(caller, changes);
  });
}
