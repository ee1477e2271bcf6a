import type { Application } from '@cellar/core';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './ApiDocs.module.css';

/** The user's databases, as the documentation offers them. */
export function databasesOf(applications: Application[] | undefined): Application[] {
  return (applications ?? []).filter((application) => application.type === 'database');
}

/** A labelled choice of the database whose documentation is shown. */
export function DatabaseSelect({ databases, selectedId }: { databases: Application[]; selectedId: number | null }) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className={styles.databaseSelect}>
      <label htmlFor={id}>Database</label>
      <select id={id} value={selectedId ?? ''} onChange={(event) => navigate(`/api/docs/database/${event.target.value}`)}>
        {selectedId === null && <option value="">Choose a database</option>}
        {databases.map((database) => (
          <option key={database.id} value={database.id}>
            {database.name} ({database.group.name})
          </option>
        ))}
      </select>
    </div>
  );
}
