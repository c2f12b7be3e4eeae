import { PERMISSIONS, type Permission } from '@dental/contracts';
import type { PositionType } from '../positions/position.entity.js';

/** Everything a clinic's own staff can be given: all permissions but the platform's `admin`. */
export const ALL_CLINIC_PERMISSIONS: Permission[] = PERMISSIONS.filter((permission) => permission !== 'admin');

const DOCTOR: Permission[] = [
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
  'patients_tests_approve',
  'patients_invoices_view',
  'patients_invoices_edit',
  'patients_tooth_map_view',
  'patients_tooth_map_edit',
  'patients_settings_view',
  'doctors_view',
];

const ASSISTANT: Permission[] = [
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
];

/** The front desk: books, bills and keeps the lists, without clinical write access. */
const ADMINISTRATOR: Permission[] = [
  'dashboard_view',
  'dashboard_contacts',
  'calendar_view',
  'calendar_add',
  'calendar_edit',
  'calendar_delete',
  'calendar_export',
  'planner_view',
  'planner_add',
  'planner_edit',
  'patients_view',
  'patients_add',
  'patients_edit',
  'patients_export',
  'patients_invoices_view',
  'patients_invoices_edit',
  'patients_settings_view',
  'doctors_view',
  'settings_view',
  'branch_view',
  'branch_working_hours_view',
  'branch_rooms_view',
  'user_view',
  'user_working_hours_view',
  'report_view',
];

/** The demo's default permission set of each position type (0 management ... 3 administrator). */
export const DEFAULT_PERMISSIONS: Record<PositionType, Permission[]> = {
  0: ALL_CLINIC_PERMISSIONS,
  1: DOCTOR,
  2: ASSISTANT,
  3: ADMINISTRATOR,
};
