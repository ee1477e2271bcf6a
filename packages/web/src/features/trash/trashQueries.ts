import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/ServicesContext';
import type { TrashItemRef } from '../../api';

/** Where the trash's answers are cached: its structure, and each group's or database's pages. */
export const trashQueryKey = ['trash'] as const;

/** Which part of the trash is looked at: a group's own entries, or one of its databases'. */
export interface TrashPlace {
  groupId: number;
  applicationId: number | null;
}

/** The groups and databases the person may look at the trash of. */
export function useTrashStructure(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: [...trashQueryKey, 'structure'], queryFn: () => api.trash.structure(), enabled });
}

/** One page of a place's entries, newest first. */
export function useTrashContents(place: TrashPlace | null, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...trashQueryKey, place?.groupId, place?.applicationId, page],
    queryFn: () => api.trash.contents(place!.groupId, place!.applicationId, page),
    enabled: place !== null,
  });
}

// What comes back from the trash shows up everywhere (the sidebar, a table's fields): every query is read again.
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** Restores one item; everything is read again after. */
export function useRestore() {
  const api = useApi();
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: (item: TrashItemRef) => api.trash.restore(item), onSettled: refresh });
}

/** Empties a place's trash for good. */
export function useEmptyTrash() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (place: TrashPlace) => api.trash.empty(place.groupId, place.applicationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trashQueryKey }),
  });
}
