import type { AppContext } from '../app-context.js';
import { anonymousOrigin } from '../events/domain-events.js';
import { commitChange } from '../events/unit-of-work.js';

/**
 * Switches accounts off. The contract has no endpoint for it (an operator's tool or a future admin
 * API calls this); what matters is that it goes through a committed event, so every process ends
 * the account's live sockets as its REST requests already are (sessions refuse inactive users).
 */
export function accountStatusService(ctx: AppContext) {
  return {
    /** Deactivates a user; answers whether an active account was switched off. */
    deactivate(userId: number): Promise<boolean> {
      return commitChange(ctx, anonymousOrigin, async (trx, emit) => {
        const changed = await trx.updateTable('users').set({ is_active: false }).where('id', '=', userId).where('is_active', '=', true).returning('id').executeTakeFirst();
        if (!changed) return false;
        emit({ type: 'user_deactivated', userId });
        return true;
      });
    },
  };
}
