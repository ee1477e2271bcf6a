import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ServicesContext';

/** Query keys of the gallery: the list, and the applications of a template's group (its preview). */
export const templateKeys = {
  list: ['templates'] as const,
  applications: (groupId: number) => ['templates', 'group', groupId, 'applications'] as const,
};

/** The template categories, read once the gallery opens; they change only when the server restarts with new files. */
export function useTemplates(enabled = true) {
  const api = useApi();
  return useQuery({ queryKey: templateKeys.list, queryFn: () => api.templates.list(), staleTime: 5 * 60_000, enabled });
}

/** The databases of a template's read-only group, with their tables: what the preview shows. */
export function useTemplateApplications(groupId: number) {
  const api = useApi();
  return useQuery({ queryKey: templateKeys.applications(groupId), queryFn: () => api.applications.listOfGroup(groupId), staleTime: 5 * 60_000 });
}
