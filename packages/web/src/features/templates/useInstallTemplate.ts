import type { Application } from '@cellar/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';
import { applicationsQueryKey } from '../applications/applicationKeys';
import { useSelectApplication } from '../applications/useSelectApplication';
import { upsertCachedItem } from '../groups/cachedList';
import { selectGroup } from '../groups/groupSelection';

/** What an install needs: the template and the group it goes into. */
export interface InstallTarget {
  templateId: number;
  groupId: number;
}

/**
 * Installs a template into a group: the new databases join the sidebar's list at once (the
 * `application_created` messages may come later, or not to this tab), the group becomes the
 * selected one, and the first new database opens at its first table.
 */
export function useInstallTemplate({ onInstalled }: { onInstalled?: (applications: Application[]) => void } = {}) {
  const { api, queryClient } = useServices();
  const selectApplication = useSelectApplication();
  return useMutation({
    mutationFn: ({ templateId, groupId }: InstallTarget) => api.templates.install(groupId, templateId),
    onSuccess(applications, { groupId }) {
      for (const application of applications) upsertCachedItem<Application>(queryClient, applicationsQueryKey, application, (existing) => existing.id === application.id);
      selectGroup(queryClient, groupId);
      onInstalled?.(applications);
      const [first] = applications;
      if (first) selectApplication(first);
    },
  });
}
