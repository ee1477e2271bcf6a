import { tableOperations, type TableOperation } from '@cellar/core';
import { Checkbox } from '../../ui/Checkbox';
import styles from './ApiTokensSettings.module.css';

/** Which row operations a new token may do, one box per operation; the card refines them per database later. */
export function TokenRightsPicker({ rights, onChange }: { rights: ReadonlySet<TableOperation>; onChange: (rights: Set<TableOperation>) => void }) {
  const toggle = (operation: TableOperation, on: boolean) => {
    const next = new Set(rights);
    if (on) next.add(operation);
    else next.delete(operation);
    onChange(next);
  };
  return (
    <fieldset className={styles.rights}>
      <legend className={styles.label}>Rights</legend>
      <div className={styles.rightsBoxes}>
        {tableOperations.map((operation) => (
          <Checkbox key={operation} label={operation} checked={rights.has(operation)} onCheckedChange={(on) => toggle(operation, on)} />
        ))}
      </div>
    </fieldset>
  );
}
