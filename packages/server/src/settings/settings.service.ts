import type { Settings, SettingsResponse } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import { originOf, type Caller } from '../callers/caller.js';
import { commitChange } from '../events/unit-of-work.js';
import { readSettings, writeSettings } from './settings.repo.js';

/** Reads and changes the instance-wide settings; only staff reach `update` (the route's access rule). */
export function settingsService(ctx: AppContext) {
  // What the web app needs to know of the instance beside the stored settings: screens that
  // would promise an e-mail say instead that mail is not set up and where the links went.
  const answer = (settings: Settings): SettingsResponse => ({ ...settings, cellar_mail_configured: ctx.config.smtp !== undefined });

  return {
    async get(): Promise<SettingsResponse> {
      return answer(await readSettings(ctx.db.kysely));
    },

    async update(caller: Caller, changes: Partial<Settings>): Promise<SettingsResponse> {
      if (Object.keys(changes).length === 0) return answer(await readSettings(ctx.db.kysely));
      const settings = await commitChange(ctx, originOf(caller), async (trx, emit) => {
        const settings = await writeSettings(trx, changes);
        emit({ type: 'settings_updated', settings });
        return settings;
      });
      return answer(settings);
    },
  };
}
