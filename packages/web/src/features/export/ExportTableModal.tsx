import type { Table, View } from '@cellar/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ExportJob } from '../../api/jobsApi';
import { useServices } from '../../app/ServicesContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { useDatabaseApi } from '../database/DatabaseApiContext';
import { databaseKeys } from '../database/queries';
import { jobFailure } from '../jobs/jobOutcome';
import { JobProgress } from '../jobs/JobProgress';
import { useJobRun } from '../jobs/useJobRun';
import { DownloadLink, downloadFile } from './DownloadLink';
import { defaultExportSettings, exporterTypes, exportRequest, type ExportSettings } from './exporterTypes';
import { ExportSettingsFields } from './ExportSettingsFields';
import styles from './export.module.css';

/** Props of ExportTableModal; `viewId` is the view chosen when it opens from a view's menu. */
export interface ExportTableModalProps {
  table: Pick<Table, 'id' | 'name'>;
  viewId?: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Export table' / 'Export view' (issue 35): the rows of the table or of one view (its filters, sorts
 * and hidden fields) as CSV, Excel or JSON. The export runs as a job read every second; the dialog
 * can be closed meanwhile, and a notification then offers the file when it is ready.
 */
export function ExportTableModal({ table, viewId = null, open, onOpenChange }: ExportTableModalProps) {
  const { api } = useServices();
  const database = useDatabaseApi();
  const notify = useNotify();
  const id = useId();
  const views = useQuery<View[]>({ queryKey: databaseKeys.views(table.id), queryFn: () => database.listViews(table.id), enabled: open });
  const [chosenView, setChosenView] = useState<number | null>(viewId);
  const [exporter, setExporter] = useState(exporterTypes[0]!);
  const [settings, setSettings] = useState<ExportSettings>(defaultExportSettings);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  const run = useJobRun<ExportJob>({
    read: (jobId, signal) => api.jobs.getExport(jobId, signal),
    onDone(job) {
      if (openRef.current) return;
      if (job.state === 'finished' && job.url) {
        const url = job.url;
        notify.add({ type: 'success', title: `${table.name} is exported`, message: job.exported_file_name ?? undefined, sticky: true, action: { label: 'Download', onClick: () => downloadFile(url, job.exported_file_name) } });
      } else if (job.state === 'failed') notify.error(`The export of ${table.name} failed`, jobFailure(job)?.message);
    },
  });
  const { job } = run;
  const busy = run.starting || run.running;
  // A finished file no longer matches once a setting changes, as in the reference.
  const changed = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    if (!busy) run.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run.start(() => api.jobs.exportTable(table.id, exportRequest(exporter, chosenView, settings)));
  };
  // Opened again from another view's menu: that view, unless a job of the last choice is shown.
  const [lastViewId, setLastViewId] = useState(viewId);
  if (viewId !== lastViewId) {
    setLastViewId(viewId);
    if (!busy && !job) setChosenView(viewId);
  }
  const failure = run.error ?? (job && jobFailure(job));
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={chosenView === null ? `Export ${table.name}` : `Export view of ${table.name}`}>
      <form className={styles.form} onSubmit={submit} aria-label="Export settings">
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-source`}>
            Export
          </label>
          <select
            id={`${id}-source`}
            className={styles.select}
            value={chosenView ?? ''}
            disabled={busy}
            onChange={(event) => changed(setChosenView)(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">The whole table</option>
            {(views.data ?? []).map((view) => (
              <option key={view.id} value={view.id}>
                View: {view.name}
              </option>
            ))}
          </select>
        </div>
        <ExportSettingsFields exporter={exporter} onExporterChange={changed(setExporter)} settings={settings} onSettingsChange={changed(setSettings)} disabled={busy} />
        {failure && <Alert tone="error" title={failure.title}>{failure.message}</Alert>}
        {(busy || job) && <JobProgress job={job} starting={run.starting} label={`Export of ${table.name}`} />}
        <div className={styles.actions}>
          {run.running && (
            // Takes focus from Export, which goes while the job runs; Download takes it when it is done.
            <Button type="button" variant="secondary" autoFocus onClick={() => void run.cancel()}>
              Cancel export
            </Button>
          )}
          {job?.state === 'finished' && job.url ? (
            <DownloadLink url={job.url} fileName={job.exported_file_name} />
          ) : (
            !run.running && (
              <Button type="submit" loading={run.starting} disabled={run.starting}>
                Export
              </Button>
            )
          )}
        </div>
      </form>
    </Modal>
  );
}
