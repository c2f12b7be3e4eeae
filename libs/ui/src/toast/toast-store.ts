import { create } from 'zustand';

export type ToastKind = 'info' | 'success' | 'error' | 'warning';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  /** null: the caller gave no text; the toast then warns that its parameters are missing. */
  text: string | null;
  fixed: boolean;
}

/** Toasts close by themselves after 3 s unless fixed (docs/spec.md §9). */
export const TOAST_DURATION_MS = 3000;

interface ToastState {
  toasts: ToastItem[];
  push: (kind: ToastKind, text: string | null | undefined, options?: { fixed?: boolean }) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  push: (kind, text, options = {}) => {
    const id = nextId++;
    const hasText = typeof text === 'string' && text.trim().length > 0;
    if (!hasText) console.warn('[toast] called without text: parameters are missing');
    set((s) => ({
      toasts: [...s.toasts, { id, kind: hasText ? kind : 'warning', text: hasText ? text : null, fixed: Boolean(options.fixed) }],
    }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

/** `toast.error(t('shell:branch.load_failed'))`, callable from anywhere (also outside React). */
export const toast = {
  info: (text: string | null | undefined, options?: { fixed?: boolean }) => useToasts.getState().push('info', text, options),
  success: (text: string | null | undefined, options?: { fixed?: boolean }) => useToasts.getState().push('success', text, options),
  error: (text: string | null | undefined, options?: { fixed?: boolean }) => useToasts.getState().push('error', text, options),
  dismiss: (id: number) => useToasts.getState().dismiss(id),
};
