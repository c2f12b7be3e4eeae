import { create } from 'zustand';

interface ShellUi {
  messengerOpen: boolean;
  /** Other people's chat messages received while the panel was closed; cleared when it opens. */
  unread: number;
  quickSearchOpen: boolean;
  /** The main menu as a drawer (phones; above that the menu is always shown). */
  menuOpen: boolean;
  toggleMessenger: () => void;
  closeMessenger: () => void;
  countUnread: () => void;
  clearUnread: () => void;
  openQuickSearch: () => void;
  closeQuickSearch: () => void;
  setMenuOpen: (open: boolean) => void;
}

/** Shell-only UI state: the chat panel (open, unread count), the quick search, the phone's menu drawer. */
export const useShellUi = create<ShellUi>()((set) => ({
  messengerOpen: false,
  unread: 0,
  quickSearchOpen: false,
  menuOpen: false,
  toggleMessenger: () => set((s) => (s.messengerOpen ? { messengerOpen: false } : { messengerOpen: true, unread: 0 })),
  closeMessenger: () => set({ messengerOpen: false }),
  countUnread: () => set((s) => (s.messengerOpen ? s : { unread: s.unread + 1 })),
  clearUnread: () => set({ unread: 0 }),
  openQuickSearch: () => set({ quickSearchOpen: true }),
  closeQuickSearch: () => set({ quickSearchOpen: false }),
  setMenuOpen: (open) => set({ menuOpen: open }),
}));
