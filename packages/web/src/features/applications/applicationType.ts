import type { Application } from '@cellar/core';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { ErrorMessage } from '../../api/errorMessages';

/** Where selecting an application leads: a route, or the reason it can't be selected. */
export type ApplicationSelection = { to: string } | { error: ErrorMessage };

/** The things inside an application that are deleted with it, named for the confirmation (spec §2). */
export interface ApplicationDependents {
  singular: string;
  plural: string;
  names: string[];
}

/** An entry a type adds to its applications' sidebar menu, opening its own dialog ('Export database'). */
export interface ApplicationMenuAction {
  label: string;
  icon: LucideIcon;
  Dialog: ComponentType<{ application: Application; open: boolean; onOpenChange: (open: boolean) => void }>;
}

/**
 * How the web app shows one application type (spec §3 "Application type descriptor"). Core
 * declares the type and its name; this adds icon, route and sidebar behaviour.
 */
export interface WebApplicationType {
  icon: LucideIcon;
  /** What selecting the application does (spec §4 "Selecting a database"). */
  select(application: Application): ApplicationSelection;
  /** The id of the application of this type that a page shows, or null for other pages. */
  openApplicationId(pathname: string): number | null;
  dependents(application: Application): ApplicationDependents;
  /** Where the application's API documentation lives, for its sidebar menu; types without one have none. */
  apiDocsPath?(application: Application): string;
  /** Shown under the application in the sidebar while it is open. */
  SidebarChildren?: ComponentType<{ database: Application }>;
  /** Its own entries in the application's sidebar menu. */
  menuActions?: readonly ApplicationMenuAction[];
}
