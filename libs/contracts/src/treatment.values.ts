import { APPOINTMENT_STATUS } from './calendar.values.js';

/**
 * The dental card's rules that the server applies and the screen follows (never offering what the
 * server refuses), zod- and package-free so the browser's first screen can read them.
 */

/**
 * Whether a plan (its status, tooth-map.values' TREATMENT_PLAN_STATUSES) takes added, removed,
 * reordered or repriced procedures: only a draft. An approved plan is what the patient signed (its
 * snapshot is frozen; a change needs a copy, a new draft), a closed one is over. The server refuses
 * the rest with 409 `TREATMENT_PLAN_STATUS`.
 */
export const planTakesChanges = (status: string): boolean => status === 'draft';

/**
 * Whether an appointment of the item's patient takes treatment: while started (7), and after it
 * ended (8) until it is invoiced (issuing moves it to 9 or 10): a doctor writes up after the patient
 * leaves. The server refuses the rest with 409 `TOOTH_TREAT_NOT_STARTED`; the card offers Treat only here.
 */
export const appointmentTakesTreatment = (status: number): boolean => status === APPOINTMENT_STATUS.in_room || status === APPOINTMENT_STATUS.finished;
