import { useGroupApplications } from '../applications/useApplications';
import type { PermissionDatabase } from './permissionRules';

/** A database of the token's group, named, with its named tables in their order. */
export interface TokenDatabase extends PermissionDatabase {
  name: string;
  tables: readonly { id: number; name: string }[];
}

/** The databases of a token's group: only those can be granted to it (spec §6). */
export function useTokenDatabases(groupId: number): TokenDatabase[] {
  const { applications } = useGroupApplications(groupId);
  return applications
    .filter((application) => application.type === 'database')
    .map(({ id, name, tables = [] }) => ({ id, name, tables: [...tables].sort((a, b) => a.order - b.order) }));
}
