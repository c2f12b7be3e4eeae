import { BILLING_STATUSES, STATUS_TRANSITIONS, type AppointmentStatus } from '@dental/contracts';
import { calendarError } from '../common/codes.js';

/**
 * DECISIONS.md "Appointment status": 9 and 10 are set by invoicing and payments only (400 by
 * hand); other moves follow STATUS_TRANSITIONS (409 when the current status does not allow it).
 */
export function checkManualTransition(from: AppointmentStatus, to: AppointmentStatus): void {
  if ((BILLING_STATUSES as readonly number[]).includes(to)) {
    throw calendarError(400, 'APPOINTMENT_STATUS_NOT_ALLOWED', { status: 'status_set_by_billing' });
  }
  if (from === to && to !== 7 && to !== 8) return;
  if (!STATUS_TRANSITIONS[from].includes(to)) throw calendarError(409, 'APPOINTMENT_STATUS_NOT_ALLOWED');
}
