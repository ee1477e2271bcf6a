import type { WebhookCall } from '@cellar/core';
import { ChevronDown, ChevronRight, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { CallText } from './CallText';
import { callStatusText, callTime, isSuccessStatus, webhookEventLabels } from './webhookLabels';
import styles from './webhooks.module.css';

/** Props of WebhookCallList: the webhook's latest calls, newest first, and how to read them again. */
export interface WebhookCallListProps {
  webhookName: string;
  calls: readonly WebhookCall[];
  refreshing: boolean;
  onRefresh: () => void;
}

/** The call log: each call's event, time and status, opening to the request and response as sent and got. */
export function WebhookCallList({ webhookName, calls, refreshing, onRefresh }: WebhookCallListProps) {
  const id = useId();
  return (
    <section className={styles.calls} aria-labelledby={`${id}-title`}>
      <div className={styles.callsHead}>
        <h4 id={`${id}-title`} className={styles.subheading}>
          Recent calls
        </h4>
        <Button variant="ghost" size="sm" icon={<RefreshCw size={14} aria-hidden />} loading={refreshing} onClick={onRefresh} aria-label={`Refresh calls of ${webhookName}`}>
          Refresh
        </Button>
      </div>
      {calls.length === 0 ? (
        <p className={styles.muted}>No calls made</p>
      ) : (
        <ul className={styles.callList} aria-label={`Calls of ${webhookName}`}>
          {calls.map((call) => (
            <CallItem key={call.id} call={call} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CallItem({ call }: { call: WebhookCall }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const pending = call.called_time === null;
  const status = pending ? 'Waiting to be sent' : call.error && call.response_status === null ? `Failed: ${call.error}` : callStatusText(call.response_status);
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <li className={styles.call}>
      <button type="button" className={styles.callHead} aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
        <Chevron size={14} aria-hidden />
        <span className={styles.callEvent}>{webhookEventLabels[call.event_type] ?? call.event_type}</span>
        <span className={styles.callTime}>{callTime(call)}</span>
        <span className={`${styles.callStatus} ${pending ? '' : isSuccessStatus(call.response_status) ? styles.ok : styles.failed}`}>{status}</span>
      </button>
      {/* Always there for aria-controls to name; its texts (up to the log's bound each) only while open. */}
      <div id={`${id}-body`} className={styles.callBody} hidden={!open}>
        {open && (
          <>
            <p className={styles.muted}>
              {call.event_type} to <span className={styles.mono}>{call.called_url}</span>
            </p>
            <CallText label="Request" text={call.request} />
            <CallText label="Response" text={call.response || call.error || '(no response)'} />
          </>
        )}
      </div>
    </li>
  );
}
