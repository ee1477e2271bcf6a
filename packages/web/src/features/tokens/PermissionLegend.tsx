import type { PermissionState } from './permissionRules';
import switchStyles from './PermissionSwitch.module.css';
import styles from './TokenCard.module.css';

const entries: readonly { state: PermissionState; text: string }[] = [
  { state: 'all', text: 'full permissions including all children' },
  { state: 'some', text: 'only selected children' },
  { state: 'none', text: 'none' },
];

/** What the three positions of a permission switch mean (spec §2); shown once a token exists. */
export function PermissionLegend() {
  return (
    <ul className={styles.legend} aria-label="Permission states">
      {entries.map(({ state, text }) => (
        <li key={state}>
          {/* A picture of the switch, not a control: the text says what it means. */}
          <span className={switchStyles.switch} data-state={state} aria-hidden>
            <span className={switchStyles.thumb} />
          </span>
          {text}
        </li>
      ))}
    </ul>
  );
}
