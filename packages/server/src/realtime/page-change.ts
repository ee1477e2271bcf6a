import type { Executor } from '../db/executor.js';
import { pageTypes, type PageType } from './page-types.js';
import type { ConnectedSocket, SocketHub } from './socket-hub.js';

// A check that keeps losing to access changes is given up; the client may send its page again.
const checkAttempts = 3;

/**
 * Handles one `page` message (contract §13): leaves the current page (saying so), then joins the
 * named one if it exists and the user may see it. Access taken away while the check ran (the hub's
 * revision moved) makes the check run again, so a removal that committed meanwhile is never undone.
 */
export async function changePage(
  client: ConnectedSocket,
  message: Record<string, unknown>,
  deps: { hub: SocketHub; db: Executor; pages?: ReadonlyMap<string, PageType> },
): Promise<void> {
  const left = deps.hub.leave(client);
  if (left) client.send(JSON.stringify({ type: 'page_discard', page: left.name, parameters: left.parameters }));
  const pageType = typeof message.page === 'string' ? (deps.pages ?? pageTypes).get(message.page) : undefined;
  if (!pageType) return;
  for (let attempt = 0; attempt < checkAttempts; attempt += 1) {
    const revision = deps.hub.revision;
    const page = await pageType.pageFor(deps.db, client.userId, message);
    if (!page || !deps.hub.has(client)) return;
    if (revision === deps.hub.revision) {
      deps.hub.join(client, page);
      client.send(JSON.stringify({ type: 'page_add', page: page.name, parameters: page.parameters }));
      return;
    }
  }
}
