import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ServicesContext';
import { invitationByTokenQueryKey } from './invitationKeys';

/** The invitation behind an e-mailed link; anyone holding the token may read it (contract §5.3). */
export function useInvitationByToken(token: string) {
  const api = useApi();
  return useQuery({ queryKey: invitationByTokenQueryKey(token), queryFn: () => api.groups.invitationByToken(token), staleTime: Infinity });
}
