import type { Application } from '@cellar/core';
import { useState, type FormEvent } from 'react';
import type { ExportApplicationsJob } from '../../api/jobsApi';
import { useServices } from '../../app/ServicesContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';
import { DownloadLink } from '../export/DownloadLink';
import styles from '../export/export.module.css';
import { jobFailure } from '../jobs/jobOutcome';
import { JobProgress } from '../jobs/JobProgress';
import { useJobRun } from '../jobs/useJobRun';

/** Props of ExportDatabaseModal. */
export interface ExportDatabaseModalProps {
  application: Application;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Export database' (issue 35): the database's structure, views and, unless 'structure only', its
 * rows and files, as one file another group can import. Runs as a job; the file downloads from the link.
 */
export function ExportDatabaseModal({ application, open, onOpenChange }: ExportDatabaseModalProps) {
  const { api } = useServices();
  const [onlyStructure, setOnlyStructure] = useState(false);
  const run = useJobRun<ExportApplicationsJob>();
  const { job } = run;
  const busy = run.starting || run.running;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run.start(() => api.jobs.exportApplications(application.group.id, [application.id], onlyStructure));
  };
  const failure = run.error ?? (job && jobFailure(job));
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Export ${application.name}`} description="One file with the tables, fields, views and rows, to import into any group.">
      <form className={styles.form} onSubmit={submit} aria-label="Database export settings">
        <Checkbox
          label="Structure only (no rows or files)"
          checked={onlyStructure}
          disabled={busy}
          onCheckedChange={(checked) => {
            setOnlyStructure(checked);
            if (!busy) run.reset();
          }}
        />
        {failure && <Alert tone="error" title={failure.title}>{failure.message}</Alert>}
        {(busy || job) && <JobProgress job={job} starting={run.starting} label={`Export of ${application.name}`} />}
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
