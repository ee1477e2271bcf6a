import { Database } from 'lucide-react';
import { matchPath } from 'react-router-dom';
import type { WebApplicationType } from '../applicationType';
import { tableRoute } from '../../database/sidebar/DatabaseTables';
import { DatabaseSidebarTables } from './DatabaseSidebarTables';

/** The database type: selecting it opens its first table; its tables are deleted with it. */
export const databaseApplicationType: WebApplicationType = {
  icon: Database,
  select(database) {
    // The first table as the sidebar orders them, not as the list happens to arrive.
    const [first] = [...(database.tables ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);
    if (first) return { to: tableRoute(database.id, first.id) };
    return {
      error: {
        title: "Couldn't select the database.",
        message: "The database couldn't be selected because it doesn't have any tables. Use the sidebar to create one.",
      },
    };
  },
  openApplicationId(pathname) {
    const id = Number(matchPath('/database/:databaseId/*', pathname)?.params.databaseId);
    return Number.isInteger(id) ? id : null;
  },
  dependents: (database) => ({ singular: 'table', plural: 'tables', names: (database.tables ?? []).map((table) => table.name) }),
  apiDocsPath: (database) => `/api/docs/database/${database.id}`,
  SidebarChildren: DatabaseSidebarTables,
};
