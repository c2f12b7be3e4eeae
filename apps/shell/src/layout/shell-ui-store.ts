import { create } from 'zustand';

/** Shell-only UI state: whether the chat panel is open. */
export const useShellUi = create<{ messengerOpen: boolean; toggleMessenger: () => void; closeMessenger: () => void }>()((set) => ({
  messengerOpen: false,
  toggleMessenger: () => set((s) => ({ messengerOpen: !s.messengerOpen })),
  closeMessenger: () => set({ messengerOpen: false }),
}));
