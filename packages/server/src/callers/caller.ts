import type { TableOperation } from '@cellar/core';
import type { UserRecord } from '../accounts/users.repo.js';
import { anonymousOrigin, type EventOrigin } from '../events/domain-events.js';

/** A table as a token's rights name it: itself, or the database it belongs to (contract §12). */
export interface GrantedTable {
  id: number;
  databaseId: number;
  groupId: number;
}

/** What a database token allows; its owner is the acting user, so membership checks still apply. */
export interface TokenGrant {
  id: number;
  groupId: number;
  /** Whether the token holds `operation` on the table: a grant of all tables, of the table, or of its database. */
  permits(operation: TableOperation, table: GrantedTable): boolean;
}

/**
 * Who calls a service and through what: a signed-in user, or a database token acting for its
 * owner with its rights; and the browser tab's WebSocket id, so the tab is not told of its own
 * change. Routes build it from the request; services never see HTTP.
 */
export interface Caller {
  user: UserRecord;
  /** Present when the request came with `Authorization: Token …` instead of a JWT. */
  token?: TokenGrant;
  webSocketId: string | null;
  /** The browser tab's `ClientSessionId` header: undo and redo reach only the actions of the same session. */
  clientSessionId?: string | null;
  /** The `ClientUndoRedoActionGroupId` header: the actions of several requests (a big paste) undone as one step. */
  actionGroupId?: string | null;
  /** A JWT session's original login time (`orig_iat`), which names the session across refreshes. */
  sessionStartedAt?: number;
}

/** The caller of work done on a user's behalf outside a request (sign-up's example data, tests). */
export function userCaller(user: UserRecord): Caller {
  return { user, webSocketId: null };
}

/** The origin stamped on the events of a caller's change; a token's changes carry no WebSocket id (contract §12). */
export function originOf(caller: Caller | undefined): EventOrigin {
  if (!caller) return anonymousOrigin;
  return { userId: caller.user.id, userName: caller.user.first_name, tokenId: caller.token?.id ?? null, webSocketId: caller.token ? null : caller.webSocketId };
}
