import type { AppointmentStatus } from '@dental/contracts';
import { APPOINTMENT_STATUS_NAMES, MANUAL_STATUSES, STATUS_TRANSITIONS } from '@dental/contracts/values';

/**
 * Appointment statuses (one canonical list, libs/contracts/src/calendar.values.ts) come from the
 * contract's zod-free values. Labels are `common:appointment_status.<name>` in lv/en/ru (shared with
 * the patient card's appointments); colour and glyph mark the badge on an event.
 */
export const STATUS_NAMES = APPOINTMENT_STATUS_NAMES;
export { MANUAL_STATUSES, STATUS_TRANSITIONS };

export const STATUS_COLORS: Record<AppointmentStatus, string> = {
  0: '#5d6b7d',
  1: '#1a62b8',
  2: '#5c6bc0',
  3: '#00796b',
  4: '#757575',
  5: '#b45309',
  6: '#4f7a28',
  7: '#8e24aa',
  8: '#2e7d32',
  9: '#d81b60',
  10: '#2e7d32',
};

/** A glyph per status: colour alone does not tell the statuses apart. */
export const STATUS_GLYPHS: Record<AppointmentStatus, string> = {
  0: '?',
  1: '○',
  2: '✉',
  3: '✓',
  4: '✕',
  5: '!',
  6: '⌂',
  7: '▶',
  8: '■',
  9: '€',
  10: '€',
};

export const statusKey = (status: AppointmentStatus) => `common:appointment_status.${STATUS_NAMES[status]}` as const;

/** Start (-> 7) from a status that may go there; End (-> 8) while treating. */
export const canStart = (status: AppointmentStatus) => (STATUS_TRANSITIONS[status] as readonly number[]).includes(7) && status !== 7;
export const canEnd = (status: AppointmentStatus) => status === 7;
export const canCancel = (status: AppointmentStatus) => (STATUS_TRANSITIONS[status] as readonly number[]).includes(4);
export const statusChoices = (status: AppointmentStatus): AppointmentStatus[] => [
  ...new Set<AppointmentStatus>([status, ...(STATUS_TRANSITIONS[status] as readonly AppointmentStatus[])]),
];

/** Black or white text on a background (the avatar rule of docs/spec.md §3: brightness 186). */
export function textOn(background: string): '#000' | '#fff' {
  const m = /^#?([0-9a-f]{6})$/i.exec(background);
  if (!m) return '#fff';
  const n = parseInt(m[1], 16);
  const brightness = ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114;
  return brightness > 186 ? '#000' : '#fff';
}
