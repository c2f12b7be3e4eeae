import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { Me, Permission } from '@dental/contracts';

/**
 * The signed-in session: token, the current user and the chosen branch. Kept in memory and in
 * this tab's sessionStorage, so a reload keeps the user signed in but closing the tab ends it;
 * only with "remember me" in localStorage, where it outlives the browser. Shared as a Module
 * Federation singleton, so the shell and every remote read the same store.
 */
export interface SessionState {
  token: string | null;
  expiresAt: string | null;
  /** Signed in with "remember me": the token may outlive the tab. */
  remember: boolean;
  me: Me | null;
  branchUuid: string | null;
  /** A new token; `remember` keeps the previous choice when not given (refresh, company switch). */
  setToken: (token: string, expiresAt?: string | null, remember?: boolean) => void;
  setMe: (me: Me) => void;
  setBranch: (branchUuid: string | null) => void;
  /** Forgets everything of this session (the server-side revoke is the caller's job). */
  clear: () => void;
}

export const SESSION_STORAGE_KEY = 'session';
/** The chosen branch has its own key (spec: "saved locally: current branch"). */
export const BRANCH_STORAGE_KEY = 'branch';

function readBranch(): string | null {
  try {
    return localStorage.getItem(BRANCH_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeBranch(branchUuid: string | null): void {
  try {
    if (branchUuid) localStorage.setItem(BRANCH_STORAGE_KEY, branchUuid);
    else localStorage.removeItem(BRANCH_STORAGE_KEY);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

/** Whether a persisted value was saved with "remember me". */
function remembered(value: string): boolean {
  try {
    return (JSON.parse(value) as { state?: { remember?: unknown } }).state?.remember === true;
  } catch {
    return false;
  }
}

const storages = (): Storage[] => {
  try {
    return [sessionStorage, localStorage];
  } catch {
    return []; // storage unavailable: the session lives in memory only
  }
};

/**
 * Where the session is persisted: sessionStorage unless remembered, and never in both, so a
 * session signed in without "remember me" leaves nothing in localStorage for a script to steal
 * after the tab is closed.
 */
const sessionPersistence: StateStorage = {
  getItem: (name) => {
    for (const storage of storages()) {
      const value = storage.getItem(name);
      if (value !== null) return value;
    }
    return null;
  },
  setItem: (name, value) => {
    const [tab, browser] = storages();
    if (!tab || !browser) return;
    const [keep, drop] = remembered(value) ? [browser, tab] : [tab, browser];
    keep.setItem(name, value);
    drop.removeItem(name);
  },
  removeItem: (name) => {
    for (const storage of storages()) storage.removeItem(name);
  },
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      expiresAt: null,
      remember: false,
      me: null,
      branchUuid: readBranch(),
      setToken: (token, expiresAt = null, remember) =>
        set((state) => ({ token, expiresAt, remember: remember ?? state.remember })),
      setMe: (me) => set({ me }),
      setBranch: (branchUuid) => {
        writeBranch(branchUuid);
        set({ branchUuid });
      },
      clear: () => {
        writeBranch(null);
        set({ token: null, expiresAt: null, remember: false, me: null, branchUuid: null });
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionPersistence),
      partialize: ({ token, expiresAt, remember, me }) => ({ token, expiresAt, remember, me }),
    },
  ),
);

/** `admin` grants every permission: the platform's administrator may do everything. */
export function hasPermission(me: Pick<Me, 'permissions'> | null | undefined, permission: Permission): boolean {
  if (!me) return false;
  return me.permissions.includes('admin') || me.permissions.includes(permission);
}

/** Outside React: may the signed-in user do this? */
export const can = (permission: Permission): boolean => hasPermission(useSession.getState().me, permission);

/** Inside React: re-renders when the user's permissions change (company switch, sign-out). */
export function useCan(): (permission: Permission) => boolean {
  const me = useSession((s) => s.me);
  return (permission) => hasPermission(me, permission);
}
