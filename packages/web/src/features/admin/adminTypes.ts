import { Settings, type LucideIcon } from 'lucide-react';

/** One page of the Admin area, listed in the sidebar (spec §2 "admin types"). */
export interface AdminType {
  type: string;
  name: string;
  icon: LucideIcon;
  path: string;
}

/** The registry of admin pages; adding one is one line here plus its route. */
export const adminTypes: readonly AdminType[] = [{ type: 'settings', name: 'Settings', icon: Settings, path: '/admin/settings' }];
