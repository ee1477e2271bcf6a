import { tableLimits, type Table } from '@cellar/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Copy, Download, MoreHorizontal, Pencil, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InlineRename } from '../../../ui/InlineRename';
import { MenuItem, MenuSeparator } from '../../../ui/Menu';
import menu from '../../../ui/Menu.module.css';
import { Spinner } from '../../../ui/Spinner';
import { ExportTableModal } from '../../export/ExportTableModal';
import { WebhooksModal } from '../../webhooks/WebhooksModal';
import styles from './sidebarTables.module.css';

/** Props of one table in the sidebar. */
export interface SidebarTableItemProps {
  table: Table;
  to: string;
  selected: boolean;
  loading: boolean;
  onRename: (name: string) => void;
  onDelete: () => void;
  onDuplicate: () => void;
}

/** A table link with its context menu (also on right click): rename inline, export, webhooks, duplicate or delete. */
export function SidebarTableItem({ table, to, selected, loading, onRename, onDelete, onDuplicate }: SidebarTableItemProps) {
  const [renaming, setRenaming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [webhooks, setWebhooks] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  if (renaming) {
    return (
      <li className={styles.row}>
        <InlineRename
          className={styles.rename}
          value={table.name}
          label="Table name"
          maxLength={tableLimits.nameMaxLength}
          onRename={onRename}
          onDone={() => setRenaming(false)}
        />
      </li>
    );
  }
  return (
    <li
      className={`${styles.row} ${selected ? styles.selected : ''}`}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
    >
      <Link to={to} className={styles.link} aria-current={selected ? 'page' : undefined}>
        <span className={styles.name}>{table.name}</span>
        {loading && <Spinner size={12} label={`Opening ${table.name}`} />}
      </Link>
      <DropdownMenu.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenu.Trigger asChild>
          <button type="button" className={styles.more} aria-label={`Options for ${table.name}`}>
            <MoreHorizontal size={14} aria-hidden />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={menu.content} align="start" side="right" sideOffset={6} style={{ minWidth: 180 }}>
            <MenuItem icon={<Pencil size={14} />} onSelect={() => setRenaming(true)}>
              Rename
            </MenuItem>
            <MenuItem icon={<Download size={14} />} onSelect={() => setExporting(true)}>
              Export table
            </MenuItem>
            <MenuItem icon={<Webhook size={14} />} onSelect={() => setWebhooks(true)}>
              Webhooks
            </MenuItem>
            <MenuItem icon={<Copy size={14} />} onSelect={onDuplicate}>
              Duplicate
            </MenuItem>
            <MenuSeparator />
            <MenuItem icon={<Trash2 size={14} />} danger onSelect={onDelete}>
              Delete
            </MenuItem>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {/* Kept mounted while closed: the export's job goes on being followed. */}
      <ExportTableModal table={table} open={exporting} onOpenChange={setExporting} />
      <WebhooksModal table={table} open={webhooks} onOpenChange={setWebhooks} />
    </li>
  );
}
