import type { Language, MeasurementUnit, Permission } from '@dental/contracts';

/**
 * The contracts' value lists the settings screens offer, written as literals checked against the
 * contract types (`satisfies`), so zod stays out of the first screen; a test compares them with
 * the contracts' own lists.
 */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const HOLIDAY_TYPES = [1, 2, 3] as const;
export const VACATION_TYPES = [1, 2, 3, 4, 5, 6] as const;
export const REPEAT_TYPES = ['none', 'day', 'week'] as const;
export const POSITION_TYPES = [0, 1, 2, 3] as const;
export const ROOM_KINDS = [0, 1] as const;
export const USER_STATUSES = [0, 1] as const;
export const SLOT_DURATIONS = [5, 10, 15, 20, 30, 45, 60] as const;
export const VAT_CATEGORIES = ['exempt', 'standard', 'reduced'] as const;
export const REGULARITIES = [1, 3, 6, 12, 24] as const;
export const QUESTION_TYPES = [0, 1, 2, 3, 4, 5, 6] as const;
export const DISPLAY_TYPES = [0, 1, 2, 3, 4] as const;
export const TOOTH_ELEMENTS = ['tooth', 'surface', 'root', 'crown', 'jaw'] as const;
export const LANGUAGES = ['lv', 'en', 'ru'] as const satisfies readonly Language[];
export const LOGO_MAX_BYTES = 64 * 1024;

export const MEASUREMENT_UNITS = [
  'BA', 'BE', 'BG', 'BH', 'BT', 'BU', 'CI', 'CM', 'CON', 'CR', 'CS', 'CT', 'CY', 'DOZ', 'FT', 'KG', 'KGS', 'L',
  'LB', 'M', 'PA', 'PAL', 'PAR', 'PC', 'PCS', 'PF', 'PK', 'PRS', 'ROL', 'SET', 'SME', 'SYD', 'TU', 'YD', 'SER',
] as const satisfies readonly MeasurementUnit[];

/** The permission matrix's areas, in the order of PERMISSION_AREAS in @dental/contracts. */
export const PERMISSION_AREAS = {
  dashboard: ['dashboard_view', 'dashboard_contacts'],
  calendar: ['calendar_view', 'calendar_add', 'calendar_edit', 'calendar_delete', 'calendar_export'],
  planner: ['planner_view', 'planner_add', 'planner_edit'],
  patients: ['patients_view', 'patients_add', 'patients_edit', 'patients_delete', 'patients_export', 'patients_settings_view', 'doctors_view'],
  patient_tests: ['patients_tests_view', 'patients_tests_add', 'patients_tests_approve'],
  invoices: ['patients_invoices_view', 'patients_invoices_edit'],
  tooth_map: ['patients_tooth_map_view', 'patients_tooth_map_edit'],
  settings: ['settings_view'],
  departments: ['department_view', 'department_settings_view', 'department_edit'],
  branches: ['branch_view', 'branch_working_hours_view', 'branch_rooms_view', 'branch_settings_view', 'branch_edit'],
  users: ['user_view', 'user_working_hours_view', 'user_settings_view', 'user_edit'],
  roles: ['role_view', 'role_settings_view', 'role_edit'],
  services: ['service_settings_view', 'service_edit'],
  products: ['product_settings_view', 'product_edit'],
  tooth_statuses: ['tooth_status_view', 'tooth_status_settings_view', 'tooth_custom_status_view', 'tooth_config_view', 'tooth_config_settings_view', 'tooth_status_edit'],
  tests: ['test_view', 'test_settings_view', 'test_edit'],
  reports: ['report_view'],
  admin: ['admin'],
} as const satisfies Record<string, readonly Permission[]>;

export type PermissionArea = keyof typeof PERMISSION_AREAS;

/** IANA time zones this browser knows (Riga first: the default). */
export function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const all = intl.supportedValuesOf?.('timeZone') ?? ['Europe/Riga', 'Europe/Vilnius', 'Europe/Tallinn', 'Europe/Helsinki', 'Europe/London', 'UTC'];
  return ['Europe/Riga', ...all.filter((zone) => zone !== 'Europe/Riga')];
}
