import type { Table } from '@cellar/core';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useMatch, useNavigate, useNavigation } from 'react-router-dom';
import type { CreatedByJob } from '../../../api/jobsApi';
import { useServices } from '../../../app/ServicesContext';
import { DuplicationItem } from '../../duplicate/DuplicationItem';
import { useDuplications } from '../../duplicate/useDuplications';
import { CreateTableModal } from './CreateTableModal';
import { DeleteTableModal } from './DeleteTableModal';
import { SidebarTableItem } from './SidebarTableItem';
import { writeTables } from './tableCache';
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
  const { api } = useServices();
  const queryClient = useQueryClient();
  const duplications = useDuplications<CreatedByJob>();
  // The server also sends `table_created`; whichever comes first adds the copy, the other finds it there.
  const addCopy = (job: CreatedByJob) => {
    const copy = job.duplicated_table as Table | undefined;
    if (copy) writeTables(queryClient, database.id, (current) => (current.some((table) => table.id === copy.id) ? current : [...current, copy]));
  };
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
              onDuplicate={() => void duplications.start(table.name, () => api.jobs.duplicateTable(table.id))}
            />
          );
        })}
        {duplications.items.map((duplication) => (
          <DuplicationItem key={duplication.key} duplication={duplication} onFinished={addCopy} onGone={duplications.finish} />
        ))}
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
