import type { Table } from '@cellar/core';
import { ArrowLeft, Sheet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TemplateSummary } from '@cellar/core';
import { errorMessageOf } from '../../api/ApiError';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { PreviewTable } from './PreviewTable';
import { TableTabs } from './TableTabs';
import { TemplateIcon } from './TemplateIcon';
import { UseTemplateForm } from './UseTemplateForm';
import { useTemplateApplications } from './useTemplates';
import styles from './templates.module.css';

/** Props of one template's page in the gallery. */
export interface TemplatePreviewProps {
  template: TemplateSummary;
  /** The group preselected for "Use this template". */
  groupId: number;
  onBack: () => void;
  onInstalled: () => void;
}

/** A template's name and description, "Use this template", and its tables in the read-only grid. */
export function TemplatePreview({ template, groupId, onBack, onInstalled }: TemplatePreviewProps) {
  const applications = useTemplateApplications(template.group_id);
  const tables: Table[] = (applications.data ?? []).flatMap((application) => [...(application.tables ?? [])].sort((a, b) => a.order - b.order || a.id - b.id));
  const [tableId, setTableId] = useState<number | null>(null);
  const table = tables.find((candidate) => candidate.id === tableId) ?? tables[0];
  // The card that was chosen is gone: focus goes to what replaced it, which also brings it into view on a phone.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.preview}>
      <Button variant="ghost" size="sm" icon={<ArrowLeft size={14} aria-hidden />} onClick={onBack} className={styles.back}>
        All templates
      </Button>
      <header className={styles.previewHeader}>
        <TemplateIcon name={template.icon} size={22} className={styles.cardIcon} />
        <div className={styles.previewTitle}>
          <h2 className={styles.previewName} ref={heading} tabIndex={-1}>
            {template.name}
          </h2>
          <p className={styles.previewDescription}>{template.description}</p>
        </div>
      </header>
      <UseTemplateForm template={template} groupId={groupId} onInstalled={onInstalled} />
      {applications.error ? (
        <Alert tone="error" title="The preview could not be loaded." action={<Button size="sm" onClick={() => void applications.refetch()}>Try again</Button>}>
          {errorMessageOf(applications.error).message}
        </Alert>
      ) : !applications.data ? (
        <div className={styles.previewCenter}>
          <Spinner size={20} label="Loading preview" />
        </div>
      ) : !table ? (
        <EmptyState icon={<Sheet size={20} aria-hidden />} title="This template has no tables">
          Using it creates an empty database.
        </EmptyState>
      ) : (
        <section className={styles.previewTables} aria-label={`Preview of ${template.name}`}>
          <TableTabs tables={tables} selected={table.id} onSelect={setTableId} panelId={`template-table-${table.id}`} />
          <div id={`template-table-${table.id}`} role="tabpanel" aria-label={table.name} className={styles.tabPanel}>
            <PreviewTable key={table.id} table={table} />
          </div>
        </section>
      )}
    </div>
  );
}
