import { useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SettingsModal } from '../features/account/SettingsModal';
import { useLiveConnection } from '../features/realtime/useLiveConnection';
import { Sidebar } from '../features/sidebar/Sidebar';
import { useFoldSidebarOnNavigate, useSidebarCollapsed } from '../features/sidebar/useSidebarCollapsed';
import { useSettings } from '../features/settings/useSettings';
import { useUndoScopes } from '../features/undo/useUndoScopes';
import { useUndoShortcuts } from '../features/undo/useUndoShortcuts';
import styles from './AppLayout.module.css';
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate';

/** The app layout of spec §2: sidebar beside the content, the user's settings modal, and the live channel. */
export function AppLayout() {
  useSettings();
  useLiveConnection();
  // Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z outside the grid undo and redo on the server, in what the page shows.
  useUndoShortcuts(useUndoScopes());
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  useFoldSidebarOnNavigate(collapsed, setCollapsed);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(main);
  return (
    <div className={styles.app} data-collapsed={collapsed || undefined}>
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      <Sidebar collapsed={collapsed} onToggleCollapsed={() => setCollapsed(!collapsed)} onOpenSettings={() => setSettingsOpen(true)} />
      <main className={styles.content} id="content" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <SettingsModal open={settingsOpen} onOpenChange={setSettingsOpen} />
    </div>
  );
}
