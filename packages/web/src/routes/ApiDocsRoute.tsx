import { Database } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ApiDocsLayout } from '../features/api-docs/ApiDocsLayout';
import { databasesOf, DatabaseSelect } from '../features/api-docs/DatabaseChoice';
import styles from '../features/api-docs/ApiDocs.module.css';
import { useApplications } from '../features/applications/useApplications';
import { EmptyState } from '../ui/EmptyState';
import { Spinner } from '../ui/Spinner';
import { usePageTitle } from '../ui/usePageTitle';

/** /api/docs: the API documentation's start, where the user picks one of their databases. */
export default function ApiDocsRoute() {
  usePageTitle('API documentation');
  const applications = useApplications();
  const databases = databasesOf(applications.data);
  return (
    <ApiDocsLayout nav={databases.length > 0 && <DatabaseSelect databases={databases} selectedId={null} />}>
      <div className={styles.content}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>API documentation</p>
          <h1>Choose a database</h1>
        </header>
        <p>
          Each database has its own documentation, written for its tables: the fields with their ids and the values they accept, and examples of listing, reading,
          creating, updating and deleting rows.
        </p>
        {applications.isPending ? (
          <Spinner label="Loading databases" />
        ) : databases.length === 0 ? (
          <EmptyState icon={<Database size={20} aria-hidden />} title="You have no databases yet">
            Create a database from the dashboard; its documentation appears here.
          </EmptyState>
        ) : (
          <ul className={styles.databaseList} aria-label="Databases">
            {databases.map((database) => (
              <li key={database.id}>
                <Link to={`/api/docs/database/${database.id}`} className={styles.databaseLink}>
                  <Database size={16} aria-hidden />
                  <span className={styles.databaseName}>{database.name}</span>
                  <span className={styles.muted}>{database.group.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ApiDocsLayout>
  );
}
