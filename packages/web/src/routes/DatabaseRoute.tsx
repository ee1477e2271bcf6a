import type { Table } from '@cellar/core';
import { Database } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useApplications } from '../features/applications/useApplications';
import { CreateTableModal } from '../features/database/sidebar/CreateTableModal';
import { tableRoute } from '../features/database/sidebar/DatabaseTables';
import { useTableMutations } from '../features/database/sidebar/useTableMutations';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Spinner } from '../ui/Spinner';
import { usePageTitle } from '../ui/usePageTitle';
import { ErrorPage } from './ErrorPage';
import styles from './TableRoute.module.css';

// Route ids are converted to integers (spec §2); anything else is not a database page.
const toId = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : null);

/**
 * /database/:databaseId: where selecting a database without tables leads (issue 38): an empty state that
 * creates its first table, empty or imported. A database with tables opens its first one instead.
 */
export default function DatabaseRoute() {
  const databaseId = toId(useParams().databaseId);
  const applications = useApplications();
  const database = applications.data?.find((application) => application.id === databaseId && application.type === 'database');
  const mutations = useTableMutations(databaseId ?? 0);
  const navigate = useNavigate();
  // 'import' opens the modal on the first importer; null while it is closed.
  const [creating, setCreating] = useState<'empty' | 'import' | null>(null);
  usePageTitle(database?.name ?? 'Database');

  if (databaseId === null) return <ErrorPage status={404} embedded />;
  if (applications.isPending) {
    return (
      <div className={styles.center}>
        <Spinner size={20} label="Loading database" />
      </div>
    );
  }
  if (!database) return <ErrorPage status={404} embedded />;
  const [first] = [...(database.tables ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);
  // Not while the modal is open: an import's report of left-out rows shows before its table opens.
  if (first && creating === null) return <Navigate to={tableRoute(database.id, first.id)} replace />;
  const openTable = (table: Table) => void navigate(tableRoute(database.id, table.id));
  return (
    <div className={styles.center}>
      {/* The page's heading, for screen readers' heading navigation; the empty state says the rest. */}
      <h1 className="visually-hidden">{database.name}</h1>
      <EmptyState
        icon={<Database size={20} aria-hidden />}
        title={`${database.name} has no tables yet`}
        action={
          <>
            <Button variant="primary" onClick={() => setCreating('empty')}>
              Create table
            </Button>{' '}
            <Button onClick={() => setCreating('import')}>Import</Button>
          </>
        }
      >
        Start with an empty table, or import rows from a file or pasted data.
      </EmptyState>
      {/* Opened anew for each choice, so it starts on that choice's importer. */}
      <CreateTableModal
        key={creating ?? 'closed'}
        open={creating !== null}
        importer={creating === 'import' ? 'csv' : null}
        onOpenChange={(open) => !open && setCreating(null)}
        onCreate={mutations.create}
        onImportFile={mutations.importCsvFile}
        onOpenTable={openTable}
      />
    </div>
  );
}
