import type { ViewRecord } from './views.repo.js';

/** What a type of view can do with filters and sorts (contract §11.2–§11.3). */
export interface ViewTypeAbilities {
  canFilter: boolean;
  canSort: boolean;
}

/** Every view type by name; a new type states here whether it filters and sorts. */
export const viewTypes: { readonly [K in ViewRecord['type']]: ViewTypeAbilities } = {
  grid: { canFilter: true, canSort: true },
};
