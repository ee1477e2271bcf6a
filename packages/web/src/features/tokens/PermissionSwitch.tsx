import type { PermissionState } from './permissionRules';
import styles from './PermissionSwitch.module.css';

/**
 * A switch with a third, partly-on position. A switch role cannot say "partly", so it is a
 * checkbox to assistive technology, where `aria-checked="mixed"` is read as "partially checked".
 */
export function PermissionSwitch({ state, label, onToggle, disabled }: { state: PermissionState; label: string; onToggle: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={state === 'all' ? true : state === 'some' ? 'mixed' : false}
      aria-label={label}
      data-state={state}
      className={styles.switch}
      onClick={onToggle}
      disabled={disabled}
    >
      <span className={styles.thumb} aria-hidden />
    </button>
  );
}
