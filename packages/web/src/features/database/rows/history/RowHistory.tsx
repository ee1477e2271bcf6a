import type { Field, Row } from '@cellar/core';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { Spinner } from '../../../../ui/Spinner';
import { useNotifyError } from '../../useNotifyError';
import { formatActivityTime } from '../activityTime';
import { fieldChanges } from './historyValue';
import { useRowHistory } from './useRowHistory';
import styles from './history.module.css';

/** Props of a row's history: the row as the grid holds it (a new object after each edit) and the table's fields today. */
export interface RowHistoryProps {
  tableId: number;
  row: Row;
  fields: readonly Field[];
}

/** A row's changes, newest first: who, when, and each field's old and new value. */
export function RowHistory({ tableId, row, fields }: RowHistoryProps) {
  const { state, loadOlder } = useRowHistory(tableId, row.id, row);
  const notifyError = useNotifyError();
  if (state.status === 'loading' && state.entries.length === 0) return <Spinner size={14} label="Loading history" />;
  if (state.status === 'error' && state.entries.length === 0) return <p className={styles.empty}>The history could not be loaded.</p>;
  if (state.entries.length === 0) return <p className={styles.empty}>No changes yet</p>;
  return (
    <div className={styles.history}>
      <ol className={styles.timeline} aria-label="Changes">
        {state.entries.map((entry) => {
          const who = entry.user.name || 'Someone';
          return (
            <li key={entry.id} className={styles.entry}>
              <div className={styles.entryHead}>
                <Avatar name={who} size={20} />
                <span className={styles.who}>{who}</span>
                <time dateTime={entry.timestamp} className={styles.when}>
                  {formatActivityTime(entry.timestamp)}
                </time>
              </div>
              <dl className={styles.changes}>
                {fieldChanges(entry, fields).map((change) => (
                  <div key={change.key} className={styles.change}>
                    <dt className={styles.fieldName}>{change.name}</dt>
                    <dd className={styles.values}>
                      <del className={styles.before} aria-label={`was ${change.before || 'empty'}`}>
                        {change.before || <em>empty</em>}
                      </del>
                      <span aria-hidden> → </span>
                      <ins className={styles.after} aria-label={`now ${change.after || 'empty'}`}>
                        {change.after || <em>empty</em>}
                      </ins>
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ol>
      {state.entries.length < state.count && (
        <Button size="sm" variant="ghost" onClick={() => void loadOlder().catch(notifyError)}>
          Show older changes
        </Button>
      )}
    </div>
  );
}
