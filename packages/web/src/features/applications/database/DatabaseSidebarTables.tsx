import type { Application } from '@cellar/core';
import { DatabaseTables } from '../../database/sidebar/DatabaseTables';

/** The open database's tables in the sidebar, as the table screens list them (with 'Create table'). */
export function DatabaseSidebarTables({ database }: { database: Application }) {
  // A database application always carries its tables; the shared type only makes them optional.
  return <DatabaseTables database={{ id: database.id, name: database.name, tables: database.tables ?? [] }} />;
}
