import type { Application } from '@cellar/core';
import { Link, useLocation } from 'react-router-dom';
import { tablePath } from './tablePath';
import styles from './DatabaseTableList.module.css';

/**
 * The tables of an open database as sidebar links. A stand-in until the table screens bring
 * their own list with 'Create table' (features/database/sidebar/DatabaseTables).
 */
export function DatabaseTableList({ database }: { database: Application }) {
  const { pathname } = useLocation();
  const tables = database.tables ?? [];
  if (tables.length === 0) return <p className={styles.empty}>No tables yet</p>;
  return (
    <ul className={styles.list}>
      {tables.map((table) => {
        const to = tablePath(database.id, table.id);
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <li key={table.id}>
            <Link to={to} className={`${styles.table} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
              {table.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
