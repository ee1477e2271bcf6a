import type { Field, Table } from '@cellar/core';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessageOf } from '../../api/ApiError';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useDatabaseApi } from '../database/DatabaseApiContext';
import { databaseKeys } from '../database/queries';
import { CreateWebhookForm } from './CreateWebhookForm';
import { useWebhooks } from './useWebhooks';
import { WebhookItem } from './WebhookItem';
import styles from './webhooks.module.css';

/** Props of WebhooksModal: the table whose webhooks it shows. */
export interface WebhooksModalProps {
  table: Pick<Table, 'id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Webhooks' in a table's menu (issue 37): the table's webhooks, each opening to edit it and read its
 * calls, and a form to create one. The list is read afresh on every opening, as calls happen meanwhile.
 */
export function WebhooksModal({ table, open, onOpenChange }: WebhooksModalProps) {
  const database = useDatabaseApi();
  const webhooks = useWebhooks(table.id, open);
  const fields = useQuery<Field[]>({ queryKey: databaseKeys.fields(table.id), queryFn: () => database.listFields(table.id), enabled: open });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  // After the list comes back (from the form, or a delete), focus lands on the button that leads on.
  const focusCreate = () => setTimeout(() => createButton.current?.focus(), 0);
  const changeOpen = (next: boolean) => {
    if (!next) {
      setCreating(false);
      setCreated(null);
    }
    onOpenChange(next);
  };
  const list = webhooks.data ?? [];
  return (
    <Modal open={open} onOpenChange={changeOpen} title={`${table.name} webhooks`} description="Calls another system's URL whenever rows, fields or views of this table change.">
      <div className={styles.modalBody}>
        <div className={styles.toolbar}>
          {creating ? (
            <Button
              icon={<ArrowLeft size={14} aria-hidden />}
              onClick={() => {
                setCreating(false);
                focusCreate();
              }}
            >
              Back to list
            </Button>
          ) : (
            <Button
              ref={createButton}
              variant="primary"
              icon={<Plus size={14} aria-hidden />}
              onClick={() => {
                setCreated(null);
                setCreating(true);
              }}
            >
              Create webhook
            </Button>
          )}
        </div>
        {creating ? (
          <CreateWebhookForm
            tableId={table.id}
            fields={fields.data ?? []}
            onCreated={(webhook) => {
              setCreating(false);
              setCreated(`Webhook “${webhook.name}” created.`);
              focusCreate();
            }}
          />
        ) : webhooks.isPending ? (
          <Spinner label="Loading webhooks" />
        ) : webhooks.isError ? (
          <Alert tone="error" title={errorMessageOf(webhooks.error).title}>
            {errorMessageOf(webhooks.error).message}
          </Alert>
        ) : (
          <>
            <p role="status" className={created ? styles.created : 'visually-hidden'}>
              {created ?? ''}
            </p>
            {list.length === 0 ? (
              <p className={styles.muted}>
                You have not created any webhooks yet. Webhooks can be used in order to inform 3rd party systems when a row in Cellar has been created, updated or deleted.
              </p>
            ) : (
              <ul className={styles.webhookList} aria-label={`Webhooks of ${table.name}`}>
                {list.map((webhook) => (
                  <WebhookItem
                    key={webhook.id}
                    tableId={table.id}
                    webhook={webhook}
                    fields={fields.data ?? []}
                    refreshing={webhooks.isFetching}
                    onRefresh={() => void webhooks.refetch()}
                    onDeleted={focusCreate}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
