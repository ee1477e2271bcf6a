import { accountEndpoints as endpoints } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import { settingsService } from './settings.service.js';

/** The settings endpoints of contract §3. */
export function registerSettingsRoutes(bind: BindEndpoint, ctx: AppContext): void {
  const settings = settingsService(ctx);
  bind(endpoints.getSettings, () => settings.get());
  bind(endpoints.updateSettings, ({ body }) => {
    const changes = body.allow_new_signups === undefined ? {} : { allow_new_signups: body.allow_new_signups };
    return settings.update(changes);
  });
}
