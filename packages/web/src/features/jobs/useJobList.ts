import { isJobDone } from '@cellar/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ServicesContext';
import { jobPollMs } from './useJobRun';

/** Where the person's jobs list is cached. */
export const jobListQueryKey = ['jobs', 'list'] as const;

/**
 * The person's jobs, newest first (the server keeps the last hundred until they expire), read while
 * the list is shown: every second while one of them is still waiting or running, as a single job's
 * progress is followed, and not at all once every job has stopped moving.
 */
export function useJobList(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: jobListQueryKey,
    queryFn: () => api.jobs.list(),
    enabled,
    refetchInterval: (query) => (query.state.data?.jobs.some((job) => !isJobDone(job.state)) ? jobPollMs : false),
  });
}
