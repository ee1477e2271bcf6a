import { tableOperations, type TableOperation, type TokenPermissions, type TokenPermissionValue } from '@cellar/core';
import { Database, Table2 } from 'lucide-react';
import { Checkbox } from '../../ui/Checkbox';
import { PermissionSwitch } from './PermissionSwitch';
import { databaseState, isTableGranted, toggleDatabase, toggleTable } from './permissionRules';
import type { TokenDatabase } from './useTokenDatabases';
import styles from './TokenPermissionsTable.module.css';

/** Props of DatabasePermissionRows: one database of the group, all of them (for expanding `true`), the rights and where a change goes. */
export interface DatabasePermissionRowsProps {
  database: TokenDatabase;
  databases: readonly TokenDatabase[];
  permissions: TokenPermissions;
  onChange: (operation: TableOperation, value: TokenPermissionValue) => void;
}

/** A database's row of switches, then a row of checkboxes per table, following the rules of spec §4. */
export function DatabasePermissionRows({ database, databases, permissions, onChange }: DatabasePermissionRowsProps) {
  return (
    <>
      <tr className={styles.databaseRow}>
        <th scope="row" className={styles.rowName}>
          <Database size={14} aria-hidden />
          <span className={styles.name}>{database.name}</span>
        </th>
        {tableOperations.map((operation) => {
          const state = databaseState(permissions[operation], database);
          return (
            <td key={operation}>
              <PermissionSwitch
                state={state}
                label={`${operation} for database ${database.name}`}
                onToggle={() => onChange(operation, toggleDatabase(permissions[operation], database, databases, state !== 'all'))}
              />
            </td>
          );
        })}
      </tr>
      {database.tables.map((table) => (
        <tr key={table.id}>
          <th scope="row" className={`${styles.rowName} ${styles.tableName}`}>
            <Table2 size={14} aria-hidden />
            <span className={styles.name}>{table.name}</span>
          </th>
          {tableOperations.map((operation) => (
            <td key={operation}>
              <Checkbox
                hideLabel
                label={`${operation} for table ${table.name}`}
                checked={isTableGranted(permissions[operation], database.id, table.id)}
                onCheckedChange={(on) => onChange(operation, toggleTable(permissions[operation], database, table.id, databases, on))}
              />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
