import { create } from 'zustand';
import type { Appointment, CalendarPatient } from '@dental/contracts';

export type PanelTab = 'patient' | 'users' | 'specialities' | 'unplanned';

/**
 * What a booking made elsewhere starts with (a recall's "Book"): the patient, the practitioner,
 * the service and its price already chosen; all stay editable.
 */
export interface BookingPrefill {
  patient: CalendarPatient;
  practitioner_uuid: string | null;
  service_uuid: string | null;
  /** The service's price in cents when known; without it the server quotes the service's price. */
  price: number | null;
}

/** Where a new appointment goes: a room and a period on the branch's wall clock, and what it starts with. */
export interface Draft {
  room_uuid: string | null;
  date: string;
  from: number;
  to: number;
  prefill?: BookingPrefill;
}

/** The booking side panel (spec: open, tab, patient, users, specialities, unplanned ...). */
interface PanelState {
  open: boolean;
  tab: PanelTab;
  appointment: Appointment | null;
  draft: Draft | null;
  openNew: (draft: Draft | null) => void;
  openEdit: (appointment: Appointment) => void;
  setTab: (tab: PanelTab) => void;
  close: () => void;
}

export const usePanel = create<PanelState>()((set) => ({
  open: false,
  tab: 'patient',
  appointment: null,
  draft: null,
  openNew: (draft) => set({ open: true, tab: 'patient', appointment: null, draft }),
  openEdit: (appointment) => set({ open: true, tab: 'patient', appointment, draft: null }),
  setTab: (tab) => set({ tab }),
  close: () => set({ open: false, appointment: null, draft: null }),
}));

/** The drag payload type of a queued appointment dropped on a calendar slot. */
export const QUEUE_DRAG_TYPE = 'application/x-dental-appointment';
