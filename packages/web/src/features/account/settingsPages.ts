import { KeyRound, Lock, type LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { ApiTokensSettings } from '../tokens/ApiTokensSettings';
import { ChangePasswordForm } from './ChangePasswordForm';

/** One page of the personal settings modal (spec §2 "Settings"). */
export interface SettingsPage {
  type: string;
  name: string;
  title: string;
  icon: LucideIcon;
  Component: ComponentType;
  /** The page shows its own headings, which change as it moves between its views. */
  hideTitle?: boolean;
}

/** The registry of settings pages, in sidebar order. */
export const settingsPages: readonly SettingsPage[] = [
  { type: 'password', name: 'Password', title: 'Change password', icon: Lock, Component: ChangePasswordForm },
  { type: 'api-tokens', name: 'API Tokens', title: 'API Tokens', icon: KeyRound, Component: ApiTokensSettings, hideTitle: true },
];
