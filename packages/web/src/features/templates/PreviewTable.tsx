import type { Table, View } from '@cellar/core';
import { Eye, Sheet } from 'lucide-react';
import { useState } from 'react';
import { errorMessageOf } from '../../api/ApiError';
import { useTableFields, useTableViews } from '../database/queries';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { PreviewGrid } from './PreviewGrid';
import styles from './templates.module.css';

/** One table of a template: its views to pick from and the chosen view's rows, read only. */
export function PreviewTable({ table }: { table: Table }) {
  const views = useTableViews(table.id);
  const fields = useTableFields(table.id);
  const [viewId, setViewId] = useState<number | null>(null);
  const error = views.error ?? fields.error;
  if (error) {
    return (
      <Alert
        tone="error"
        title={`The table ${table.name} could not be loaded.`}
        action={
          <Button size="sm" onClick={() => void Promise.all([views.refetch(), fields.refetch()])}>
            Try again
          </Button>
        }
      >
        {errorMessageOf(error).message}
      </Alert>
    );
  }
  if (!views.data || !fields.data) {
    return (
      <div className={styles.previewCenter}>
        <Spinner size={20} label={`Loading ${table.name}`} />
      </div>
    );
  }
  const view = views.data.find((candidate) => candidate.id === viewId) ?? views.data[0];
  if (!view) {
    return (
      <EmptyState icon={<Sheet size={20} aria-hidden />} title="This table has no views">
        Its rows are shown in a view, and it has none.
      </EmptyState>
    );
  }
  return (
    <>
      {views.data.length > 1 && <ViewChoice views={views.data} selected={view.id} onSelect={setViewId} />}
      <PreviewGrid key={view.id} table={table} view={view} fields={fields.data} />
    </>
  );
}

// The template's views, as toggle buttons: each shows the same table with its own filters, sorts and hidden fields.
function ViewChoice({ views, selected, onSelect }: { views: readonly View[]; selected: number; onSelect: (viewId: number) => void }) {
  return (
    <div className={styles.views} role="group" aria-label="Views">
      <Eye size={14} aria-hidden className={styles.viewsIcon} />
      {views.map((view) => (
        <button key={view.id} type="button" className={`${styles.view} ${view.id === selected ? styles.currentView : ''}`} aria-pressed={view.id === selected} onClick={() => onSelect(view.id)}>
          {view.name}
        </button>
      ))}
    </div>
  );
}
