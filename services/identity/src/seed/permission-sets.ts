import { PERMISSION_AREAS, PERMISSIONS, type Permission } from '@dental/contracts';
import type { PositionType } from '../positions/position.entity.js';

/** Everything a clinic's own staff can be given: all permissions but the platform's `admin`. */
export const ALL_CLINIC_PERMISSIONS: Permission[] = PERMISSIONS.filter((permission) => permission !== 'admin');

/** What everyone at the chair does: sees the day, books and moves appointments, keeps the card, fills questionnaires. */
const CHAIRSIDE: Permission[] = [
  'dashboard_view',
  'calendar_view',
  'calendar_add',
  'calendar_edit',
  'planner_view',
  'patients_view',
  'patients_add',
  'patients_edit',
  'patients_tests_view',
  'patients_tests_add',
  'patients_tooth_map_view',
  'patients_invoices_view',
  'doctors_view',
  'recall_view',
  // Consent forms are prepared at the chair from the company's templates.
  'consent_templates_view',
];

/** The doctor also approves questionnaires, writes the tooth map and invoices, sets recalls, and sees the settings tab. */
const DOCTOR: Permission[] = [
  ...CHAIRSIDE,
  'recall_edit',
  'patients_tests_approve',
  'invoices_edit',
  'patients_tooth_map_edit',
  'patients_plans_approve',
  'patients_settings_view',
  // The clinical wording of consent templates is the doctors' to keep.
  'consent_templates_edit',
  'note_template_edit',
];

const ASSISTANT: Permission[] = CHAIRSIDE;

/**
 * The front desk: books (with the price list's services, so a booking names its service and
 * length), bills and keeps the lists (the recall list too), without clinical write access.
 */
const ADMINISTRATOR: Permission[] = [
  ...PERMISSION_AREAS.dashboard,
  ...PERMISSION_AREAS.calendar,
  ...PERMISSION_AREAS.planner,
  'patients_view',
  'patients_add',
  'patients_edit',
  'patients_export',
  ...PERMISSION_AREAS.invoices,
  'patients_settings_view',
  'doctors_view',
  'settings_view',
  'service_settings_view',
  'branch_view',
  'branch_working_hours_view',
  'branch_rooms_view',
  'user_view',
  'user_working_hours_view',
  'report_view',
  'recall_view',
  'recall_edit',
  'consent_templates_view',
];

/** The demo's default permission set of each position type (0 management ... 3 administrator). */
export const DEFAULT_PERMISSIONS: Record<PositionType, Permission[]> = {
  0: ALL_CLINIC_PERMISSIONS,
  1: DOCTOR,
  2: ASSISTANT,
  3: ADMINISTRATOR,
};
