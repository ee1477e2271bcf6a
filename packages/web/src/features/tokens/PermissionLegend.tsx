import type { PermissionState } from './permissionRules';
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
          {/* A swatch in the switch's fill, not a picture of a switch: a drawn toggle invites a click that does nothing. */}
          <span className={styles.swatch} data-state={state} aria-hidden />
          {text}
        </li>
      ))}
    </ul>
  );
}
