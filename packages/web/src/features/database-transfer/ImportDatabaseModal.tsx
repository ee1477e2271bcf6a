import type { Application } from '@cellar/core';
import { useState, type FormEvent } from 'react';
import type { CreatedByJob } from '../../api/jobsApi';
import { useServices } from '../../app/ServicesContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { applicationsQueryKey } from '../applications/applicationKeys';
import { FileChoice } from '../database/importers/shared/FileChoice';
import { useSelectApplication } from '../applications/useSelectApplication';
import styles from '../export/export.module.css';
import { upsertCachedItem } from '../groups/cachedList';
import { jobFailure } from '../jobs/jobOutcome';
import { JobProgress } from '../jobs/JobProgress';
import { useJobRun } from '../jobs/useJobRun';

/** The files a database export is written as. */
const acceptedFiles = '.zip,.json,application/zip,application/json';

/**
 * 'Import database' (issue 35): a file from 'Export database' is uploaded, then installed into the
 * group by a job. The new databases join the sidebar (the realtime `application_created` may come
 * first; the upsert finds them there) and the first one opens.
 */
export function ImportDatabaseModal({ groupId, open, onOpenChange }: { groupId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { api, queryClient } = useServices();
  const select = useSelectApplication();
  const [file, setFile] = useState<File | null>(null);
  const [imported, setImported] = useState<Application[]>([]);
  const run = useJobRun<CreatedByJob>({
    onDone(job) {
      const installed = (job.installed_applications ?? []) as Application[];
      for (const application of installed) upsertCachedItem<Application>(queryClient, applicationsQueryKey, application, (existing) => existing.id === application.id);
      setImported(installed);
    },
  });
  const { job } = run;
  const busy = run.starting || run.running;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setImported([]);
    void run.start(async () => {
      const resource = await api.jobs.uploadImportFile(groupId, file);
      return api.jobs.importApplications(groupId, resource.id);
    });
  };
  const failure = run.error ?? (job && jobFailure(job));
  const [first] = imported;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Import database" description="A file made by 'Export database', on this Cellar or another one.">
      <form className={styles.form} onSubmit={submit} aria-label="Database import">
        <FileChoice
          label="Choose export file (.zip or .json)"
          accept={acceptedFiles}
          file={file}
          error={null}
          disabled={busy}
          onFile={(chosen) => {
            setFile(chosen);
            run.reset();
          }}
        />
        {failure && <Alert tone="error" title={failure.title}>{failure.message}</Alert>}
        {(busy || job) && <JobProgress job={job} starting={run.starting} label="Import of the database" />}
        {job?.state === 'finished' && (
          <Alert tone="success" title="Imported">
            {imported.map((application) => application.name).join(', ') || 'The database was imported.'}
          </Alert>
        )}
        <div className={styles.actions}>
          {run.running && (
            <Button type="button" variant="secondary" onClick={() => void run.cancel()}>
              Cancel import
            </Button>
          )}
          {job?.state === 'finished' && first ? (
            <Button
              type="button"
              onClick={() => {
                onOpenChange(false);
                select(first);
              }}
            >
              Open {first.name}
            </Button>
          ) : (
            <Button type="submit" loading={busy} disabled={busy || !file}>
              Import
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
