import { tokenLimits, type DatabaseToken } from '@cellar/core';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { InlineRename } from '../../ui/InlineRename';
import { useGroups } from '../groups/useGroups';
import { TokenKey } from './TokenKey';
import { TokenMenu } from './TokenMenu';
import { TokenPermissionsTable } from './TokenPermissionsTable';
import { useDeleteToken, useRenameToken, useRotateTokenKey, useUpdateTokenPermissions } from './useTokenActions';
import { useTokenDatabases } from './useTokenDatabases';
import styles from './TokenCard.module.css';

/** One token (spec §2 "API token card"): its name and group, menu, key, and rights. */
export function TokenCard({ token }: { token: DatabaseToken }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const databases = useTokenDatabases(token.group);
  const groupName = useGroups().data?.find((group) => group.id === token.group)?.name;
  const updatePermissions = useUpdateTokenPermissions(token.id);
  const rename = useRenameToken(token.id);
  const rotate = useRotateTokenKey(token.id);
  const remove = useDeleteToken(token.id);

  return (
    <li className={styles.card} aria-label={token.name}>
      <div className={styles.header}>
        <div className={styles.titles}>
          {renaming ? (
            <InlineRename value={token.name} label="Token name" maxLength={tokenLimits.nameMaxLength} onRename={(name) => rename.mutate(name)} onDone={() => setRenaming(false)} />
          ) : (
            <h3 className={styles.name}>{token.name}</h3>
          )}
          {groupName && <span className={styles.group}>{groupName}</span>}
        </div>
        <TokenMenu
          tokenName={token.name}
          docsDatabaseId={databases[0]?.id ?? null}
          onRotate={() => rotate.mutate()}
          onRename={() => setRenaming(true)}
          onDelete={() => setDeleting(true)}
        />
      </div>
      <TokenKey tokenName={token.name} value={token.key} />
      <TokenPermissionsTable permissions={token.permissions} databases={databases} onChange={(permissions) => updatePermissions.mutate(permissions)} />
      <ConfirmDeleteModal
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${token.name}`}
        message={`Are you sure you want to delete the token ${token.name}? Anything using its key will no longer have access.`}
        confirmLabel="Delete token"
        onConfirm={() => remove.mutateAsync()}
      />
    </li>
  );
}
