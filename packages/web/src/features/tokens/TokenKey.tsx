import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '../../ui/CopyButton';
import styles from './TokenCard.module.css';

/** A token's key, hidden behind dots until asked for, and copyable either way. */
export function TokenKey({ tokenName, value }: { tokenName: string; value: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.key}>
      {/* A read-only password field: dots to the eye, "secure field" to a screen reader, selectable once shown. */}
      <input className={styles.keyValue} readOnly type={shown ? 'text' : 'password'} autoComplete="off" value={value} aria-label={`Key of ${tokenName}`} />
      <button type="button" className={styles.keyButton} aria-label={shown ? 'Hide token' : 'Show token'} onClick={() => setShown(!shown)}>
        {shown ? <EyeOff size={14} aria-hidden /> : <Eye size={14} aria-hidden />}
      </button>
      <CopyButton value={value} label="Copy token" />
    </div>
  );
}
