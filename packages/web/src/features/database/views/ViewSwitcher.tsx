import { formMessages, tableLimits, type Table, type View } from '@cellar/core';
import * as Popover from '@radix-ui/react-popover';
import { ChevronDown, Download, Pencil, Plus, Sheet, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/ApiError';
import { Button } from '../../../ui/Button';
import { ConfirmDeleteModal } from '../../../ui/ConfirmDeleteModal';
import { InlineRename } from '../../../ui/InlineRename';
import { TextField } from '../../../ui/TextField';
import { ExportTableModal } from '../../export/ExportTableModal';
import { useTableViews } from '../queries';
import { tableRoute } from '../sidebar/DatabaseTables';
import bar from '../table/table.module.css';
import { useViewMutations } from './useViewMutations';
import styles from './viewSwitcher.module.css';

/** The route of one view of a table (spec §2: the view id is in the URL). */
export function viewRoute(table: Pick<Table, 'id' | 'database_id'>, viewId: number): string {
  return `${tableRoute(table.database_id, table.id)}/${viewId}`;
}

/**
 * The bar's view switcher (spec §4 "Views", issue 10 point 1): the open view's name opens the
 * table's views, each a link to its URL that can be renamed in place, exported or deleted, and the generic
 * view form that creates a grid view and opens it. Deleting the open view goes to the table's
 * first view.
 */
export function ViewSwitcher({ table, view }: { table: Table; view: View }) {
  const views = useTableViews(table.id).data ?? [view];
  const mutations = useViewMutations(table.id);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<View | null>(null);
  const [exporting, setExporting] = useState<{ viewId: number; open: boolean } | null>(null);
  const remove = async (doomed: View) => {
    await mutations.remove(doomed);
    if (doomed.id === view.id) void navigate(tableRoute(table.database_id, table.id));
  };
  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className={bar.barButton} aria-label={`View: ${view.name}`}>
          <Sheet size={14} aria-hidden />
          <span className={styles.current}>{view.name}</span>
          <ChevronDown size={14} aria-hidden />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className={`${bar.popover} ${styles.panel}`} align="start" sideOffset={6} collisionPadding={8} aria-label="Views">
            <ul className={styles.list} aria-label="Views of this table">
              {views.map((candidate) =>
                renaming === candidate.id ? (
                  <li key={candidate.id} className={styles.item}>
                    <InlineRename
                      className={styles.rename}
                      value={candidate.name}
                      label="View name"
                      maxLength={tableLimits.nameMaxLength}
                      onRename={(name) => void mutations.rename(candidate, name)}
                      onDone={() => setRenaming(null)}
                    />
                  </li>
                ) : (
                  <li key={candidate.id} className={`${styles.item} ${candidate.id === view.id ? styles.selected : ''}`}>
                    <Link className={styles.link} to={viewRoute(table, candidate.id)} aria-current={candidate.id === view.id ? 'page' : undefined} onClick={() => setOpen(false)}>
                      <Sheet size={14} aria-hidden />
                      <span className={styles.name}>{candidate.name}</span>
                    </Link>
                    <button type="button" className={styles.action} aria-label={`Rename view ${candidate.name}`} onClick={() => setRenaming(candidate.id)}>
                      <Pencil size={14} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={styles.action}
                      aria-label={`Export view ${candidate.name}`}
                      onClick={() => {
                        setOpen(false);
                        setExporting({ viewId: candidate.id, open: true });
                      }}
                    >
                      <Download size={14} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={`${styles.action} ${styles.danger}`}
                      aria-label={`Delete view ${candidate.name}`}
                      onClick={() => {
                        setOpen(false);
                        setDeleting(candidate);
                      }}
                    >
                      <Trash2 size={14} aria-hidden />
                    </button>
                  </li>
                ),
              )}
            </ul>
            <CreateViewForm
              onCreate={async (name) => {
                const created = await mutations.create(name);
                setOpen(false);
                void navigate(viewRoute(table, created.id));
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {exporting && (
        <ExportTableModal table={table} viewId={exporting.viewId} open={exporting.open} onOpenChange={(next) => setExporting({ ...exporting, open: next })} />
      )}
      <ConfirmDeleteModal
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'view'}`}
        message={`Are you sure you want to delete the view ${deleting?.name ?? ''}? Its filters, sorts and hidden fields go with it; the rows stay.`}
        confirmLabel="Delete view"
        onConfirm={async () => {
          if (deleting) await remove(deleting);
          setDeleting(null);
        }}
      />
    </>
  );
}

/** The generic view form (spec §2): one required Name, creating a grid view. */
function CreateViewForm({ onCreate }: { onCreate: (name: string) => Promise<void> }) {
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() === '') return;
    setSaving(true);
    setError(null);
    try {
      await onCreate(name.trim());
      setName('');
      setSubmitted(false);
    } catch (failure) {
      setError(isApiError(failure) ? (failure.fieldErrors().name ?? failure.message) : String(failure));
    } finally {
      setSaving(false);
    }
  };
  const nameError = submitted && name.trim() === '' ? formMessages.required : error;
  return (
    <form className={styles.create} onSubmit={submit} noValidate aria-label="Create a grid view">
      <TextField label="Name" value={name} maxLength={tableLimits.nameMaxLength} error={nameError} onChange={(event) => setName(event.target.value)} />
      <Button type="submit" loading={saving}>
        <Plus size={14} aria-hidden />
        Create grid view
      </Button>
    </form>
  );
}
