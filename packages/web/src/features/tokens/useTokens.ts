import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ServicesContext';
import { tokensQueryKey } from './tokenKeys';

/** The user's tokens, loaded when the settings page opens; changes after that are made to the cache. */
export function useTokens() {
  const api = useApi();
  return useQuery({ queryKey: tokensQueryKey, queryFn: () => api.tokens.list() });
}
