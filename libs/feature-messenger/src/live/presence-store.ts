import { create } from 'zustand';
import type { PresenceUser } from '@dental/contracts';

export type ChannelStatus = 'offline' | 'connecting' | 'online';

interface PresenceState {
  status: ChannelStatus;
  /** The branch whose room the users below are in. */
  branchUuid: string | null;
  users: PresenceUser[];
  setStatus: (status: ChannelStatus) => void;
  /** A new room (or none): nobody is known to be there until the server says who is. */
  reset: (branchUuid: string | null) => void;
  here: (branchUuid: string, users: PresenceUser[]) => void;
  joining: (branchUuid: string, user: PresenceUser) => void;
  leaving: (branchUuid: string, user: PresenceUser) => void;
}

const byName = (a: PresenceUser, b: PresenceUser) => a.name.localeCompare(b.name) || a.uuid.localeCompare(b.uuid);

/** Who is in the current branch's room, fed by the live channel's here / joining / leaving events. */
export const usePresence = create<PresenceState>()((set) => ({
  status: 'offline',
  branchUuid: null,
  users: [],
  setStatus: (status) => set({ status }),
  reset: (branchUuid) => set({ branchUuid, users: [] }),
  // Events of a room we no longer want (a late answer after a branch change) are ignored.
  here: (branchUuid, users) => set((s) => (s.branchUuid === branchUuid ? { users: [...users].sort(byName) } : s)),
  joining: (branchUuid, user) =>
    set((s) =>
      s.branchUuid === branchUuid && !s.users.some((known) => known.uuid === user.uuid) ? { users: [...s.users, user].sort(byName) } : s,
    ),
  leaving: (branchUuid, user) =>
    set((s) => (s.branchUuid === branchUuid ? { users: s.users.filter((known) => known.uuid !== user.uuid) } : s)),
}));
