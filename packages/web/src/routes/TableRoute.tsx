import { Sheet } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { isApiError } from '../api/ApiError';
import { useLiveTablePage } from '../features/database/live/useLiveTable';
import { useTableFields, useTableViews } from '../features/database/queries';
import { TableView } from '../features/database/table/TableView';
import { EmptyState } from '../ui/EmptyState';
import { Spinner } from '../ui/Spinner';
import { usePageTitle } from '../ui/usePageTitle';
import { ErrorPage } from './ErrorPage';
import styles from './TableRoute.module.css';

// Route ids are converted to integers (spec §2); anything else is not a table page.
const toId = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : null);

/** /database/:databaseId/table/:tableId/:viewId?: a table's grid, in the URL's view or its first one. */
export default function TableRoute() {
  const params = useParams();
  const tableId = toId(params.tableId);
  const viewId = params.viewId === undefined ? null : toId(params.viewId);
  const valid = tableId !== null && toId(params.databaseId) !== null && (params.viewId === undefined || viewId !== null);
  const views = useTableViews(tableId ?? 0);
  const fields = useTableFields(tableId ?? 0);
  useLiveTablePage(valid ? tableId : null);
  const view = views.data?.find((candidate) => viewId === null || candidate.id === viewId);
  usePageTitle(view?.table.name ?? 'Table');

  if (!valid) return <ErrorPage status={404} embedded />;
  const error = views.error ?? fields.error;
  if (error) return <ErrorPage status={isApiError(error) ? (error.status ?? undefined) : undefined} title={isApiError(error) ? error.title : undefined} message={error.message} embedded />;
  if (!views.data || !fields.data) {
    return (
      <div className={styles.center}>
        <Spinner size={20} label="Loading table" />
      </div>
    );
  }
  if (!view) {
    return (
      <div className={styles.center}>
        <EmptyState icon={<Sheet size={20} aria-hidden />} title={viewId === null ? 'This table has no views' : `View with id ${viewId} is not found.`}>
          {viewId === null ? 'Create a grid view to see its rows.' : 'It may have been deleted. Pick another view of this table.'}
        </EmptyState>
      </div>
    );
  }
  return (
    <div className={styles.route}>
      <TableView key={view.id} table={view.table} view={view} fields={fields.data} />
    </div>
  );
}
