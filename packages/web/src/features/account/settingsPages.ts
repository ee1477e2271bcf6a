import { Lock, type LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { ChangePasswordForm } from './ChangePasswordForm';

/** One page of the personal settings modal (spec §2 "Settings"). */
export interface SettingsPage {
  type: string;
  name: string;
  title: string;
  icon: LucideIcon;
  Component: ComponentType;
}

/** The registry of settings pages; 'API Tokens' joins here with its issue. */
export const settingsPages: readonly SettingsPage[] = [
  { type: 'password', name: 'Password', title: 'Change password', icon: Lock, Component: ChangePasswordForm },
];
