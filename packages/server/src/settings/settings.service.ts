import type { Settings } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import { originOf, type Caller } from '../callers/caller.js';
import { commitChange } from '../events/unit-of-work.js';
import { readSettings, writeSettings } from './settings.repo.js';

/** Reads and changes the instance-wide settings; only staff reach `update` (the route's access rule). */
export function settingsService(ctx: AppContext) {
  return {
    get(): Promise<Settings> {
      return readSettings(ctx.db.kysely);
    },

    update(caller: Caller, changes: Partial<Settings>): Promise<Settings> {
      if (Object.keys(changes).length === 0) return readSettings(ctx.db.kysely);
      return commitChange(ctx, originOf(caller), async (trx, emit) => {
        const settings = await writeSettings(trx, changes);
        emit({ type: 'settings_updated', settings });
        return settings;
      });
    },
  };
}
