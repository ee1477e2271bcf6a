import { applicationLimits, type Application } from '@cellar/core';
import { BookOpen, Copy, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useNavigation } from 'react-router-dom';
import { InlineRename } from '../../ui/InlineRename';
import { Menu, MenuItem, MenuSeparator } from '../../ui/Menu';
import { Spinner } from '../../ui/Spinner';
import { applicationType } from '../applications/applicationTypes';
import { DeleteApplicationModal } from '../applications/DeleteApplicationModal';
import { useIsApplicationOpen } from '../applications/useIsApplicationOpen';
import { useRenameApplication } from '../applications/useRenameApplication';
import { useSelectApplication } from '../applications/useSelectApplication';
import { IconTip } from './IconTip';
import styles from './Workspace.module.css';

/** One application in the sidebar: select it, rename, duplicate or delete it from its menu; open, it shows its children. */
export function SidebarApplication({ application, collapsed, onDuplicate }: { application: Application; collapsed: boolean; onDuplicate: () => void }) {
  const type = applicationType(application.type);
  const isOpen = useIsApplicationOpen(application);
  const select = useSelectApplication();
  const rename = useRenameApplication();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [openAction, setOpenAction] = useState<string | null>(null);
  // Selected once, an application stays open in the sidebar even when it has no page to go to:
  // an empty database shows its 'Create table' link there (spec §2, §4).
  const [expanded, setExpanded] = useState(false);
  const shownOpen = isOpen || expanded;
  const choose = () => {
    setExpanded(true);
    select(application);
  };
  // Loading while a navigation into this application is under way (spec §2).
  const loading = navigation.state === 'loading' && type.openApplicationId(navigation.location.pathname) === application.id;
  const { icon: Icon, SidebarChildren, apiDocsPath, menuActions = [] } = type;
  const typeName = type.name.toLowerCase();

  if (collapsed) {
    return (
      <li>
        <button type="button" className={`${styles.item} ${isOpen ? styles.open : ''}`} aria-label={application.name} aria-current={isOpen || undefined} onClick={choose}>
          <IconTip label={application.name}>{loading ? <Spinner size={14} /> : <Icon size={16} className={styles.itemIcon} aria-hidden />}</IconTip>
        </button>
      </li>
    );
  }

  return (
    <li>
      <div className={`${styles.appRow} ${shownOpen ? styles.open : ''}`}>
        {renaming ? (
          <InlineRename
            className={styles.rename}
            value={application.name}
            label={`Name of the ${typeName}`}
            maxLength={applicationLimits.nameMaxLength}
            onRename={(name) => rename.mutate({ applicationId: application.id, name })}
            onDone={() => setRenaming(false)}
          />
        ) : (
          <>
            <button type="button" className={styles.item} aria-current={isOpen || undefined} aria-expanded={SidebarChildren ? shownOpen : undefined} onClick={choose}>
              <Icon size={16} className={styles.itemIcon} aria-hidden />
              <span className={styles.itemLabel}>{application.name}</span>
              {loading && <Spinner size={12} label={`Opening ${application.name}`} />}
            </button>
            <Menu
              trigger={
                <button type="button" className={styles.more} aria-label={`Options for ${application.name}`}>
                  <MoreHorizontal size={16} aria-hidden />
                </button>
              }
            >
              {apiDocsPath && (
                <MenuItem icon={<BookOpen size={15} />} onSelect={() => navigate(apiDocsPath(application))}>
                  View API documentation
                </MenuItem>
              )}
              <MenuItem icon={<Pencil size={15} />} onSelect={() => setRenaming(true)}>
                Rename {typeName}
              </MenuItem>
              <MenuItem icon={<Copy size={15} />} onSelect={onDuplicate}>
                Duplicate
              </MenuItem>
              {menuActions.map(({ label, icon: ActionIcon }) => (
                <MenuItem key={label} icon={<ActionIcon size={15} />} onSelect={() => setOpenAction(label)}>
                  {label}
                </MenuItem>
              ))}
              <MenuSeparator />
              <MenuItem icon={<Trash2 size={15} />} danger onSelect={() => setDeleting(true)}>
                Delete {typeName}
              </MenuItem>
            </Menu>
          </>
        )}
      </div>
      {shownOpen && SidebarChildren && <SidebarChildren database={application} />}
      <DeleteApplicationModal application={application} open={deleting} onOpenChange={setDeleting} />
      {/* Kept mounted while closed, so a job started in one goes on being followed. */}
      {menuActions.map(({ label, Dialog }) => (
        <Dialog key={label} application={application} open={openAction === label} onOpenChange={(open) => setOpenAction(open ? label : null)} />
      ))}
    </li>
  );
}
