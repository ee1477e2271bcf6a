import type { Table } from '@cellar/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useMatch, useNavigate, useNavigation } from 'react-router-dom';
import { CreateTableModal } from './CreateTableModal';
import { DeleteTableModal } from './DeleteTableModal';
import { SidebarTableItem } from './SidebarTableItem';
import { useTableMutations } from './useTableMutations';
import styles from './sidebarTables.module.css';

/** The route of a table's grid (spec §2 "database-table"). */
export function tableRoute(databaseId: number, tableId: number): string {
  return `/database/${databaseId}/table/${tableId}`;
}

/** What the sidebar passes for one database. */
export interface DatabaseTablesProps {
  database: { id: number; name: string; tables: Table[] };
}

/**
 * A database's tables in the sidebar: selected and loading states, each table's menu (rename,
 * delete), and 'Create table', which creates a table, empty or from imported data, and opens it.
 */
export function DatabaseTables({ database }: DatabaseTablesProps) {
  const mutations = useTableMutations(database.id);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const open = useMatch('/database/:databaseId/table/:tableId/*');
  const openTableId = open && Number(open.params.databaseId) === database.id ? Number(open.params.tableId) : null;
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Table | null>(null);
  const tables = [...database.tables].sort((a, b) => a.order - b.order || a.id - b.id);
  // A table shows as loading while the router is on its way to it.
  const loadingPath = navigation.state === 'loading' ? navigation.location.pathname : null;

  const openTable = (table: Table) => void navigate(tableRoute(database.id, table.id));
  const remove = async (table: Table) => {
    await mutations.remove(table);
    if (table.id === openTableId) void navigate('/dashboard');
  };

  return (
    <>
      <ul className={styles.list} aria-label={`Tables of ${database.name}`}>
        {tables.map((table) => {
          const to = tableRoute(database.id, table.id);
          return (
            <SidebarTableItem
              key={table.id}
              table={table}
              to={to}
              selected={table.id === openTableId}
              loading={loadingPath !== null && (loadingPath === to || loadingPath.startsWith(`${to}/`))}
              onRename={(name) => void mutations.rename(table, name)}
              onDelete={() => setDeleting(table)}
            />
          );
        })}
        <li>
          <button type="button" className={styles.create} onClick={() => setCreating(true)}>
            <Plus size={14} aria-hidden />
            Create table
          </button>
        </li>
      </ul>
      <CreateTableModal open={creating} onOpenChange={setCreating} onCreate={mutations.create} onImportFile={mutations.importCsvFile} onOpenTable={openTable} />
      <DeleteTableModal table={deleting} onClose={() => setDeleting(null)} onDelete={remove} />
    </>
  );
}
