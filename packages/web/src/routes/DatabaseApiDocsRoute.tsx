import { useParams } from 'react-router-dom';
import { isApiError } from '../api/ApiError';
import { ApiDocsLayout } from '../features/api-docs/ApiDocsLayout';
import { databasesOf, DatabaseSelect } from '../features/api-docs/DatabaseChoice';
import { DatabaseApiDocs, DatabaseDocsNav } from '../features/api-docs/DatabaseApiDocs';
import styles from '../features/api-docs/ApiDocs.module.css';
import { useDatabaseApiDocs } from '../features/api-docs/useDatabaseApiDocs';
import { useApplications } from '../features/applications/useApplications';
import { Spinner } from '../ui/Spinner';
import { usePageTitle } from '../ui/usePageTitle';
import { ErrorPage } from './ErrorPage';

/** /api/docs/database/:databaseId: one database's API documentation. */
export default function DatabaseApiDocsRoute() {
  const { databaseId = '' } = useParams();
  const id = /^\d+$/.test(databaseId) ? Number(databaseId) : 0;
  const state = useDatabaseApiDocs(id);
  const databases = databasesOf(useApplications().data);
  usePageTitle(state.status === 'ready' ? `${state.docs.database.name} API documentation` : 'API documentation');

  if (state.status === 'missing') return <ErrorPage status={404} />;
  if (state.status === 'error') {
    const { error } = state;
    return <ErrorPage status={isApiError(error) ? (error.status ?? undefined) : undefined} message={error.message} />;
  }
  const nav = (
    <>
      <DatabaseSelect databases={databases} selectedId={id} />
      {state.status === 'ready' && <DatabaseDocsNav docs={state.docs} />}
    </>
  );
  return (
    <ApiDocsLayout nav={nav}>
      {state.status === 'ready' ? (
        <DatabaseApiDocs docs={state.docs} origin={window.location.origin} />
      ) : (
        <div className={styles.loading}>
          <Spinner size={20} label="Loading the documentation" />
        </div>
      )}
    </ApiDocsLayout>
  );
}
