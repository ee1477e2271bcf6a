import { Database, Download } from 'lucide-react';
import { matchPath } from 'react-router-dom';
import type { WebApplicationType } from '../applicationType';
import { ExportDatabaseModal } from '../../database-transfer/ExportDatabaseModal';
import { tableRoute } from '../../database/sidebar/DatabaseTables';
import { DatabaseSidebarTables } from './DatabaseSidebarTables';

/** The database type: selecting it opens its first table, or its empty page; its tables are deleted with it. */
export const databaseApplicationType: WebApplicationType = {
  icon: Database,
  select(database) {
    // The first table as the sidebar orders them, not as the list happens to arrive; without one, the
    // database's page offers to create or import it (issue 38), rather than an error.
    const [first] = [...(database.tables ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);
    return { to: first ? tableRoute(database.id, first.id) : `/database/${database.id}` };
  },
  openApplicationId(pathname) {
    const id = Number(matchPath('/database/:databaseId/*', pathname)?.params.databaseId);
    return Number.isInteger(id) ? id : null;
  },
  dependents: (database) => ({ singular: 'table', plural: 'tables', names: (database.tables ?? []).map((table) => table.name) }),
  apiDocsPath: (database) => `/api/docs/database/${database.id}`,
  SidebarChildren: DatabaseSidebarTables,
  menuActions: [{ label: 'Export database', icon: Download, Dialog: ExportDatabaseModal }],
};
