import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ServicesContext';
import { settingsQueryKey } from './settingsQuery';

/** The instance settings (contract §3), fetched once and shared by every screen that needs them. */
export function useSettings() {
  const api = useApi();
  return useQuery({ queryKey: settingsQueryKey, queryFn: () => api.settings.get(), staleTime: 60_000 });
}
