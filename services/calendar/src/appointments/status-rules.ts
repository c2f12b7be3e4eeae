import { APPOINTMENT_STATUS, BILLING_STATUSES, STATUS_TRANSITIONS, type AppointmentStatus } from '@dental/contracts';
import { calendarError } from '../common/codes.js';

/**
 * Status rules (docs/decisions.md, "Appointments"): unpaid and paid are set by invoicing and
 * payments only (400 by hand); other moves follow STATUS_TRANSITIONS (409 when the current status
 * does not allow it).
 * Picking the status an appointment already has changes nothing, except in the room and finished:
 * a second Start or End is refused like any move those statuses do not allow.
 */
export function checkManualTransition(from: AppointmentStatus, to: AppointmentStatus): void {
  if ((BILLING_STATUSES as readonly number[]).includes(to)) {
    throw calendarError(400, 'APPOINTMENT_STATUS_NOT_ALLOWED', { status: 'status_set_by_billing' });
  }
  if (from === to && to !== APPOINTMENT_STATUS.in_room && to !== APPOINTMENT_STATUS.finished) return;
  if (!STATUS_TRANSITIONS[from].includes(to)) throw calendarError(409, 'APPOINTMENT_STATUS_NOT_ALLOWED');
}
