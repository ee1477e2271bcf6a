import type { JobAnswer } from '@cellar/core';

// The job types' names as a person reads them in the jobs list; a type this screen does not know
// (a newer server's) is shown by its API name rather than hidden.
const labels: Record<string, string> = {
  export_table: 'Table export',
  export_applications: 'Database export',
  import_applications: 'Database import',
  duplicate_application: 'Database copy',
  duplicate_table: 'Table copy',
  empty_trash: 'Emptying the trash',
};

/** What a job is, in words: 'Table export'. */
export function jobTypeLabel(job: Pick<JobAnswer, 'type'>): string {
  return labels[job.type] ?? job.type.replace(/_/g, ' ');
}

/** The file a finished export made, when the job has one. */
export function jobFile(job: JobAnswer): { url: string; name: string | null } | null {
  if (job.state !== 'finished' || typeof job.url !== 'string') return null;
  return { url: job.url, name: typeof job.exported_file_name === 'string' ? job.exported_file_name : null };
}
