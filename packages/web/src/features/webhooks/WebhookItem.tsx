import type { Field, Webhook } from '@cellar/core';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { WebhookCallList } from './WebhookCallList';
import { WebhookEditForm } from './WebhookEditForm';
import { callStatusText, callTime, isSuccessStatus, triggerDescription } from './webhookLabels';
import { WebhookSecret } from './WebhookSecret';
import styles from './webhooks.module.css';

/** Props of WebhookItem: the webhook, its table's fields, and how to read the list again. */
export interface WebhookItemProps {
  tableId: number;
  webhook: Webhook;
  fields: readonly Field[];
  refreshing: boolean;
  onRefresh: () => void;
  onDeleted: () => void;
}

/** One webhook in the list: name, method and URL, state and last call; it opens to its secret, its calls and its form. */
export function WebhookItem({ tableId, webhook, fields, refreshing, onRefresh, onDeleted }: WebhookItemProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const last = webhook.calls[0];
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <li className={styles.webhook} aria-labelledby={`${id}-name`}>
      <div className={styles.webhookHead}>
        <div className={styles.webhookMain}>
          <h3 id={`${id}-name`} className={styles.webhookName}>
            {webhook.name}
          </h3>
          <p className={styles.target}>
            <span className={styles.method}>{webhook.request_method}</span> <span className={styles.url}>{webhook.url}</span>
          </p>
          <p className={styles.muted}>
            {triggerDescription(webhook)} · {last ? `Last call: ${callTime(last)}` : 'No calls made'}
            {last?.called_time && (
              <>
                {' · '}
                <span className={isSuccessStatus(last.response_status) ? styles.okText : styles.failedText}>{callStatusText(last.response_status)}</span>
              </>
            )}
          </p>
        </div>
        <div className={styles.webhookSide}>
          <StateBadge webhook={webhook} />
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-body`} aria-label={`Details of ${webhook.name}`} onClick={() => setOpen(!open)}>
            Details
            <Chevron size={14} aria-hidden />
          </button>
        </div>
      </div>
      <div id={`${id}-body`} className={styles.webhookBody} hidden={!open}>
        {open && (
          <>
            <WebhookSecret secret={webhook.secret} />
            {/* The calls come before the long form: opening a webhook is most often to see how its calls went. */}
            <WebhookCallList webhookName={webhook.name} calls={webhook.calls} refreshing={refreshing} onRefresh={onRefresh} />
            <WebhookEditForm tableId={tableId} webhook={webhook} fields={fields} onDeleted={onDeleted} />
          </>
        )}
      </div>
    </li>
  );
}

/** Active or deactivated in words (never colour alone), with the failures in a row that count towards switching it off. */
function StateBadge({ webhook }: { webhook: Webhook }) {
  const failures = webhook.failed_triggers > 0 ? ` · ${webhook.failed_triggers} failed in a row` : '';
  return <span className={`${styles.badge} ${webhook.active ? styles.badgeActive : styles.badgeOff}`}>{(webhook.active ? 'Active' : 'Deactivated') + failures}</span>;
}
