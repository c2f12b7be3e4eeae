import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Me, Permission } from '@dental/contracts';

/**
 * The signed-in session: token, the current user and the chosen branch, persisted to
 * localStorage so a reload keeps the user signed in. Shared as a Module Federation singleton,
 * so the shell and every remote read the same store.
 */
export interface SessionState {
  token: string | null;
  expiresAt: string | null;
  me: Me | null;
  branchUuid: string | null;
  setToken: (token: string, expiresAt?: string | null) => void;
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

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      expiresAt: null,
      me: null,
      branchUuid: readBranch(),
      setToken: (token, expiresAt = null) => set({ token, expiresAt }),
      setMe: (me) => set({ me }),
      setBranch: (branchUuid) => {
        writeBranch(branchUuid);
        set({ branchUuid });
      },
      clear: () => {
        writeBranch(null);
        set({ token: null, expiresAt: null, me: null, branchUuid: null });
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, expiresAt, me }) => ({ token, expiresAt, me }),
    },
  ),
);

/** `admin` grants every permission (DECISIONS.md: admin has all). */
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
