import type { UndoScopes } from '@cellar/core';
import { matchPath, useLocation } from 'react-router-dom';
import { useSelectedGroup } from '../groups/useSelectedGroup';

// The app's pages that name a database, a table or a view (app/routes.tsx); the layout reads them from the address.
const pages = ['/database/:databaseId/table/:tableId/:viewId', '/database/:databaseId/table/:tableId', '/database/:databaseId'];

function toId(text: string | undefined): number | undefined {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

/**
 * The scopes of what the person is looking at, as the reference's client sends them: the groups
 * (root), the selected group, and the database, table and view of the page. Undo reaches the
 * latest step in any of them, so a step made elsewhere (another table) is not undone from here.
 */
export function useUndoScopes(): UndoScopes {
  const { pathname } = useLocation();
  const { group } = useSelectedGroup();
  const params = pages.map((pattern) => matchPath(pattern, pathname)?.params).find((found) => found !== undefined) ?? {};
  return {
    root: true,
    workspace: group?.id,
    application: toId(params.databaseId),
    table: toId(params.tableId),
    view: toId(params.viewId),
  };
}
