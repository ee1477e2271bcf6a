import { accountLimits } from '@cellar/core';

/** Where the selected group's id survives a reload (spec §3 "Session cookies"). */
export interface SelectedGroupStorage {
  get(): number | null;
  set(groupId: number): void;
}

/** The cookie's name; like the token cookie, only the client ever sets it. */
export const selectedGroupCookieName = 'cellar_group_id';

/** The selected-group-id cookie: a week long, path '/', SameSite=Lax, Secure over https. */
export const selectedGroupCookie: SelectedGroupStorage = {
  get() {
    const prefix = `${selectedGroupCookieName}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    const id = entry ? Number(entry.slice(prefix.length)) : NaN;
    return Number.isInteger(id) ? id : null;
  },
  set(groupId) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${selectedGroupCookieName}=${groupId}; Max-Age=${accountLimits.cookieMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  },
};
