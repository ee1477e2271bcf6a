import { BookOpen, MoreHorizontal, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Menu, MenuItem, MenuSeparator } from '../../ui/Menu';
import styles from './TokenCard.module.css';

/** Props of TokenMenu: the token it acts on and the card's handlers. */
export interface TokenMenuProps {
  tokenName: string;
  /** The API documentation shown is that of the group's first database; without one, the choice of databases. */
  docsDatabaseId: number | null;
  onRotate: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** A token card's context menu (spec §2), in sentence case as every menu: view API documentation, generate new token, rename, delete. */
export function TokenMenu({ tokenName, docsDatabaseId, onRotate, onRename, onDelete }: TokenMenuProps) {
  const navigate = useNavigate();
  return (
    <Menu
      align="end"
      trigger={
        <button type="button" className={styles.iconButton} aria-label={`Options for ${tokenName}`}>
          <MoreHorizontal size={16} aria-hidden />
        </button>
      }
    >
      <MenuItem icon={<BookOpen size={14} />} onSelect={() => navigate(docsDatabaseId === null ? '/api/docs' : `/api/docs/database/${docsDatabaseId}`)}>
        View API documentation
      </MenuItem>
      <MenuItem icon={<RefreshCw size={14} />} onSelect={onRotate}>
        Generate new token
      </MenuItem>
      <MenuItem icon={<Pencil size={14} />} onSelect={onRename}>
        Rename
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<Trash2 size={14} />} danger onSelect={onDelete}>
        Delete
      </MenuItem>
    </Menu>
  );
}
