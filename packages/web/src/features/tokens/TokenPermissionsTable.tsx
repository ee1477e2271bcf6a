import { tableOperations, type TableOperation, type TokenPermissions, type TokenPermissionValue } from '@cellar/core';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { PermissionSwitch } from './PermissionSwitch';
import { DatabasePermissionRows } from './DatabasePermissionRows';
import { operationState, toggleOperation } from './permissionRules';
import type { TokenDatabase } from './useTokenDatabases';
import styles from './TokenPermissionsTable.module.css';

/** Props of TokenPermissionsTable: a token's rights, its group's databases, and where a change goes. */
export interface TokenPermissionsTableProps {
  permissions: TokenPermissions;
  databases: readonly TokenDatabase[];
  /** Receives all four rights with one of them changed, as the server takes them. */
  onChange: (permissions: TokenPermissions) => void;
}

/**
 * One column per operation: a switch for the whole group, and behind 'show databases' a switch
 * per database and a checkbox per table. Every control is named by its operation and its scope,
 * since the column heading is only visible.
 */
export function TokenPermissionsTable({ permissions, databases, onChange }: TokenPermissionsTableProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const change = (operation: TableOperation, value: TokenPermissionValue) => onChange({ ...permissions, [operation]: value });

  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <td />
            {tableOperations.map((operation) => (
              <th key={operation} scope="col">
                {operation}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={styles.rowName}>
              <button type="button" className={styles.expander} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
                {expanded ? <ChevronDown size={14} aria-hidden /> : <ChevronRight size={14} aria-hidden />}
                {expanded ? 'hide databases' : 'show databases'}
              </button>
            </th>
            {tableOperations.map((operation) => (
              <td key={operation}>
                <PermissionSwitch state={operationState(permissions[operation])} label={operation} onToggle={() => change(operation, toggleOperation(permissions[operation]))} />
              </td>
            ))}
          </tr>
        </tbody>
        <tbody id={listId} hidden={!expanded}>
          {expanded && databases.length === 0 && (
            <tr>
              <td colSpan={tableOperations.length + 1} className={styles.none}>
                This group has no databases yet.
              </td>
            </tr>
          )}
          {expanded &&
            databases.map((database) => (
              <DatabasePermissionRows key={database.id} database={database} databases={databases} permissions={permissions} onChange={change} />
            ))}
        </tbody>
      </table>
    </div>
  );
}
