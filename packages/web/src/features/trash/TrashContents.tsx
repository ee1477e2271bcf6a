import type { TrashContentsEntry } from '@cellar/core';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessageOf } from '../../api';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { byline, kindOf, titleOf } from './trashEntryText';
import { useEmptyTrash, useRestore, useTrashContents, type TrashPlace } from './trashQueries';
import styles from './TrashModal.module.css';

/** One place's deleted items, a page at a time, with Restore for each and emptying them all. */
export function TrashContents({ place, name }: { place: TrashPlace; name: string }) {
  const [page, setPage] = useState(1);
  const contents = useTrashContents(place, page);
  const restore = useRestore();
  const empty = useEmptyTrash();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const what = place.applicationId === null ? 'group' : 'database';
  const entries = contents.data?.results ?? [];

  const onRestore = (entry: TrashContentsEntry) => {
    setFailure(null);
    restore.mutate(
      { trash_item_type: entry.trash_item_type, trash_item_id: entry.trash_item_id, parent_trash_item_id: entry.parent_trash_item_id },
      { onError: (error) => setFailure(errorMessageOf(error)) },
    );
  };

  if (contents.isPending) return <Spinner label="Loading deleted items" />;
  if (contents.isError) return <Alert tone="error" title={errorMessageOf(contents.error).title}>{errorMessageOf(contents.error).message}</Alert>;
  return (
    <div className={styles.contents}>
      <div className={styles.toolbar}>
        <p className={styles.hint}>Deleted items stay here for a few days; then they are deleted for good.</p>
        <Button variant="danger" size="sm" icon={<Trash2 size={14} aria-hidden />} disabled={contents.data.count === 0} onClick={() => setConfirming(true)}>
          {`Empty this ${what}'s trash`}
        </Button>
      </div>
      {failure && (
        <Alert tone="error" title={failure.title}>
          {failure.message}
        </Alert>
      )}
      {entries.length === 0 ? (
        <EmptyState icon={<Trash2 size={20} aria-hidden />} title="Nothing in the trash">
          {`What is deleted in this ${what} shows up here, ready to be restored.`}
        </EmptyState>
      ) : (
        <ul className={styles.entries} aria-label={`Deleted items of ${name}`}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <div className={styles.entryText}>
                <span className={styles.entryName}>
                  <span className={styles.kind}>{kindOf(entry)}</span> {titleOf(entry)}
                </span>
                <span className={styles.byline}>{byline(entry)}</span>
              </div>
              <Button
                size="sm"
                icon={<RotateCcw size={14} aria-hidden />}
                aria-label={`Restore ${kindOf(entry).toLowerCase()} ${titleOf(entry)}`}
                loading={restore.isPending && restore.variables?.trash_item_id === entry.trash_item_id}
                onClick={() => onRestore(entry)}
              >
                Restore
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(contents.data.previous || contents.data.next) && (
        <div className={styles.pager}>
          <Button size="sm" variant="ghost" disabled={!contents.data.previous} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <Button size="sm" variant="ghost" disabled={!contents.data.next} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </div>
      )}
      <ConfirmDeleteModal
        open={confirming}
        onOpenChange={setConfirming}
        title={`Empty this ${what}'s trash`}
        message={`The ${contents.data.count === 1 ? 'item' : `${contents.data.count} items`} in the trash of ${name} will be deleted for good. This can't be undone.`}
        confirmLabel="Empty trash"
        onConfirm={() => empty.mutateAsync(place).then(() => setPage(1))}
      />
    </div>
  );
}
