import { webhookSignatureHeader } from '@cellar/core';
import { CopyButton } from '../../ui/CopyButton';
import styles from './webhooks.module.css';

/** The secret a webhook signs its calls with, copyable, and how a receiver checks a signature. */
export function WebhookSecret({ secret }: { secret: string }) {
  return (
    <div className={styles.secret}>
      <p className={styles.label}>Signing secret</p>
      <div className={styles.secretRow}>
        <code className={styles.secretValue}>{secret}</code>
        <CopyButton value={secret} label="Copy signing secret" />
      </div>
      <p className={styles.help}>
        Every call carries a <code>{webhookSignatureHeader}</code> header, <code>t=…,v1=…</code>: <code>v1</code> is the hex HMAC-SHA256 of <code>t</code>, a dot and the body,
        with this secret as key. Compute it yourself and compare, and refuse a <code>t</code> that is minutes old.
      </p>
    </div>
  );
}
