import { webhookLimits } from '@cellar/core';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../ui/Button';
import { errorAttributes, FieldError } from '../../ui/FieldError';
import type { WebhookFormState } from './useWebhookFormState';
import { headerRow, type HeaderRow } from './webhookForm';
import styles from './webhooks.module.css';

/** "Additional headers": name and value rows, each removable, and a button adding one (focus goes to its name). */
export function WebhookHeadersFields({ form }: { form: WebhookFormState }) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const { values, errors, change } = form;
  const rows = values.headers;
  const update = (index: number, patch: Partial<HeaderRow>) => change({ headers: rows.map((row, at) => (at === index ? { ...row, ...patch } : row)) });
  const add = () => {
    change({ headers: [...rows, headerRow()] });
    // The new row's name input exists after this render.
    setTimeout(() => list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus(), 0);
  };
  const remove = (index: number) => {
    change({ headers: rows.filter((_, at) => at !== index) });
    // Focus stays in the list rather than falling to the page: on the row that took the removed one's place, else on Add.
    setTimeout(() => (list.current?.querySelectorAll<HTMLInputElement>('li input')[index * 2] ?? document.getElementById(`${id}-add`))?.focus(), 0);
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Additional headers</legend>
      {rows.length > 0 && (
        <ul ref={list} className={styles.headers} aria-label="Headers">
          {rows.map((row, index) => {
            const error = errors[`header-${index}`];
            const errorId = `${id}-${row.key}-error`;
            return (
              <li key={row.key} className={styles.headerItem}>
                <div className={styles.headerRow}>
                  <input
                    className={styles.input}
                    aria-label={`Header ${index + 1} name`}
                    placeholder="Name"
                    value={row.name}
                    maxLength={webhookLimits.headerNameLength}
                    {...errorAttributes(error, errorId)}
                    onChange={(event) => update(index, { name: event.target.value })}
                  />
                  <input
                    className={styles.input}
                    aria-label={`Header ${index + 1} value`}
                    placeholder="Value"
                    value={row.value}
                    maxLength={webhookLimits.headerValueLength}
                    {...errorAttributes(error, errorId)}
                    onChange={(event) => update(index, { value: event.target.value })}
                  />
                  <Button variant="ghost" size="sm" icon={<Trash2 size={14} aria-hidden />} aria-label={`Remove header ${index + 1}`} onClick={() => remove(index)} />
                </div>
                <FieldError id={errorId} error={error} />
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={`${id}-error`} error={errors.headers} />
      <div>
        <Button id={`${id}-add`} size="sm" icon={<Plus size={14} aria-hidden />} disabled={rows.length >= webhookLimits.headerCount} onClick={add}>
          Add header
        </Button>
      </div>
    </fieldset>
  );
}
