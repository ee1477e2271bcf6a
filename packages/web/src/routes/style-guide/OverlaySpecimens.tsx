import { Copy, Database, MoreHorizontal, Pencil, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { Dropdown } from '../../ui/Dropdown';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '../../ui/Menu';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { Row, Specimen } from './Specimen';
import styles from './StyleGuide.module.css';

const groups = ['Acme Inc', 'Marketing', 'Product research', 'Sales pipeline', 'Support'].map((label, index) => ({ value: index + 1, label }));

/** Menus, dropdowns and modals: everything that floats above the page. */
export function OverlaySpecimens() {
  const [group, setGroup] = useState<number | null>(1);
  const [modal, setModal] = useState<'plain' | 'sidebar' | 'delete' | null>(null);
  return (
    <>
      <Specimen id="menus" title="Context menus" usage="Actions on one thing, opened from its “more” button. Arrow keys move, Enter picks, Escape closes.">
        <Row>
          <Menu trigger={<Button icon={<MoreHorizontal size={15} />} aria-label="Group options" />}>
            <MenuLabel>Acme Inc</MenuLabel>
            <MenuItem icon={<Pencil size={15} />}>Rename group</MenuItem>
            <MenuItem icon={<Users size={15} />}>Members</MenuItem>
            <MenuItem icon={<Copy size={15} />} disabled>
              Duplicate
            </MenuItem>
            <MenuSeparator />
            <MenuItem icon={<Trash2 size={15} />} danger>
              Delete group
            </MenuItem>
          </Menu>
        </Row>
      </Specimen>
      <Specimen id="dropdowns" title="Dropdowns" usage="Pick one of many. The search is case-insensitive; nothing matching shows “No results found”.">
        <div className={styles.narrow}>
          <Dropdown
            aria-label="Group"
            options={groups.map((option) => ({ ...option, icon: <Database size={14} aria-hidden /> }))}
            value={group}
            onChange={setGroup}
          />
        </div>
      </Specimen>
      <Specimen id="modals" title="Modals" usage="Focused tasks. 660px wide, 860px with a sidebar. Escape or the close button dismisses them. A permanent delete is confirmed in its own modal, which lists what goes with it and keeps a failure inside.">
        <Row>
          <Button onClick={() => setModal('plain')}>Open modal</Button>
          <Button onClick={() => setModal('sidebar')}>Open modal with sidebar</Button>
          <Button variant="danger" onClick={() => setModal('delete')}>
            Delete confirmation
          </Button>
        </Row>
        <Modal open={modal === 'plain'} onOpenChange={(open) => setModal(open ? 'plain' : null)} title="Create new group">
          <form className={styles.stack} onSubmit={(event) => event.preventDefault()}>
            <TextField label="Name" placeholder="Marketing" autoFocus />
            <div>
              <Button variant="primary" onClick={() => setModal(null)}>
                Add group
              </Button>
            </div>
          </form>
        </Modal>
        <Modal
          open={modal === 'sidebar'}
          onOpenChange={(open) => setModal(open ? 'sidebar' : null)}
          title="Sidebar modal"
          sidebar={<p className={styles.muted}>Navigation between the modal’s pages goes here.</p>}
        >
          <p className={styles.muted}>The content area of a modal that has a sidebar.</p>
        </Modal>
        <ConfirmDeleteModal
          open={modal === 'delete'}
          onOpenChange={(open) => setModal(open ? 'delete' : null)}
          title="Delete Company"
          message={
            <>
              Are you sure you want to delete the database <strong>Company</strong>? It goes to the trash with the following tables, and can be restored from there until the trash is emptied:
            </>
          }
          dependents={['Customers', 'Projects'].map((name) => ({ key: name, name }))}
          confirmLabel="Delete database"
          onConfirm={async () => undefined}
        />
      </Specimen>
    </>
  );
}
