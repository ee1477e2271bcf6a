import type { TrashStructureWorkspace } from '@cellar/core';
import { useState } from 'react';
import { Modal } from '../../ui/Modal';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { useTrashStructure, type TrashPlace } from './trashQueries';
import { TrashContents } from './TrashContents';
import styles from './TrashModal.module.css';

/** Props of TrashModal: whether it is open, and the group to show first (the one the person was in). */
export interface TrashModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialGroupId?: number;
}

/** The name of a place in the trash, for the title and the lists' labels. */
function placeName(workspaces: readonly TrashStructureWorkspace[], place: TrashPlace): string {
  const group = workspaces.find((candidate) => candidate.id === place.groupId);
  if (place.applicationId === null) return group?.name ?? 'Group';
  return group?.applications.find((app) => app.id === place.applicationId)?.name ?? 'Database';
}

/** The Trash: the person's groups and their databases on the left, the chosen one's deleted items with Restore, and emptying. */
export function TrashModal({ open, onOpenChange, initialGroupId }: TrashModalProps) {
  const structure = useTrashStructure(open);
  const [chosen, setChosen] = useState<TrashPlace | null>(null);
  const workspaces = structure.data?.workspaces ?? [];
  const first = workspaces.find((group) => group.id === initialGroupId) ?? workspaces[0];
  const place = chosen ?? (first ? { groupId: first.id, applicationId: null } : null);
  const handleOpenChange = (next: boolean) => {
    if (!next) setChosen(null);
    onOpenChange(next);
  };
  const isChosen = (candidate: TrashPlace) => place?.groupId === candidate.groupId && place.applicationId === candidate.applicationId;
  const item = (candidate: TrashPlace, name: string, trashed: boolean, nested: boolean) => (
    <button
      type="button"
      className={`${styles.navItem} ${nested ? styles.nested : ''} ${isChosen(candidate) ? styles.active : ''}`}
      aria-current={isChosen(candidate) ? 'true' : undefined}
      onClick={() => setChosen(candidate)}
    >
      <span className={styles.navName}>{name}</span>
      {trashed && <span className={styles.deleted}>deleted</span>}
    </button>
  );
  const sidebar = (
    <nav aria-label="Groups and databases">
      <span className={styles.heading}>Trash</span>
      <ul className={styles.nav}>
        {workspaces.map((group) => (
          <li key={group.id}>
            {item({ groupId: group.id, applicationId: null }, group.name, group.trashed, false)}
            {group.applications.length > 0 && (
              <ul className={styles.nav} aria-label={`Databases of ${group.name}`}>
                {group.applications.map((app) => (
                  <li key={app.id}>{item({ groupId: group.id, applicationId: app.id }, app.name, app.trashed, true)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
  let body;
  if (structure.isPending) body = <Spinner label="Loading the trash" />;
  else if (structure.isError) body = <Alert tone="error" title="The trash couldn’t be loaded.">Close it and try again in a moment.</Alert>;
  else if (!place) body = <p>You are not in any group yet, so nothing can be in your trash.</p>;
  else body = <TrashContents key={`${place.groupId}-${place.applicationId}`} place={place} name={placeName(workspaces, place)} />;
  return (
    <Modal open={open} onOpenChange={handleOpenChange} title={place ? `Trash of ${placeName(workspaces, place)}` : 'Trash'} sidebar={sidebar}>
      {body}
    </Modal>
  );
}
