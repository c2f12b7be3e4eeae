/**
 * Every permission the product knows. The names of the spec (section 6) are kept verbatim;
 * `<area>_edit` names are ours, for writes the spec gives no permission to.
 */
export const SPEC_PERMISSIONS = [
  'dashboard_view',
  'dashboard_contacts',
  'calendar_view',
  'calendar_export',
  'calendar_add',
  'calendar_delete',
  'calendar_edit',
  'planner_view',
  'planner_edit',
  'planner_add',
  'patients_view',
  'patients_edit',
  'patients_add',
  'patients_delete',
  'patients_export',
  'patients_tests_view',
  'patients_tests_add',
  'patients_tests_approve',
  'doctors_view',
  'settings_view',
  'patients_invoices_view',
  'patients_tooth_map_view',
  'patients_settings_view',
  'department_view',
  'department_settings_view',
  'branch_view',
  'branch_working_hours_view',
  'branch_rooms_view',
  'branch_settings_view',
  'user_view',
  'user_working_hours_view',
  'user_settings_view',
  'service_settings_view',
  'product_settings_view',
  'role_view',
  'role_settings_view',
  'tooth_status_view',
  'tooth_status_settings_view',
  'tooth_custom_status_view',
  'tooth_config_view',
  'tooth_config_settings_view',
  'test_view',
  'test_settings_view',
  'report_view',
  'admin',
] as const;

/** Writes the spec leaves without a permission. */
export const EDIT_PERMISSIONS = [
  'department_edit',
  'branch_edit',
  'user_edit',
  'role_edit',
  'service_edit',
  'product_edit',
  'tooth_status_edit',
  'test_edit',
  'invoices_edit',
  'payments_add',
  'invoices_export',
  'patients_tooth_map_edit',
  'patients_plans_approve',
  'import_data',
] as const;

/**
 * Areas the spec does not have (issue 26's recalls): reading the recall list and the recall types,
 * working the list (attempts, due dates by hand), and editing the types.
 */
export const DOMAIN_PERMISSIONS = [
  'recall_view',
  'recall_edit',
  'recall_type_edit',
  // Issue 29: the consent form templates (settings); a patient's forms go by the tooth map's permissions.
  'consent_templates_view',
  'consent_templates_edit',
  // Issue 25: the clinical note templates (settings); notes go by the tooth map's permissions.
  'note_template_edit',
  // Issue 28: a patient's data rights (their data exported to them, erased within the law).
  'patients_export_data',
  'patients_erase',
] as const;

export const PERMISSIONS = [...SPEC_PERMISSIONS, ...EDIT_PERMISSIONS, ...DOMAIN_PERMISSIONS] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Marks an endpoint that only needs a signed-in user (the dashboard, the own profile, logout). */
export const SIGNED_IN = 'signed_in' as const;
/** Marks an endpoint anyone may call (login, health). */
export const PUBLIC = 'public' as const;
export type Access = Permission | typeof SIGNED_IN | typeof PUBLIC;

/** Groups for the permission matrix editor and for the seed's default role sets. */
export const PERMISSION_AREAS = {
  dashboard: ['dashboard_view', 'dashboard_contacts'],
  calendar: ['calendar_view', 'calendar_add', 'calendar_edit', 'calendar_delete', 'calendar_export'],
  planner: ['planner_view', 'planner_add', 'planner_edit'],
  patients: [
    'patients_view',
    'patients_add',
    'patients_edit',
    'patients_delete',
    'patients_export',
    'patients_settings_view',
    'doctors_view',
  ],
  patient_tests: ['patients_tests_view', 'patients_tests_add', 'patients_tests_approve'],
  tooth_map: ['patients_tooth_map_view', 'patients_tooth_map_edit', 'patients_plans_approve', 'note_template_edit'],
  invoices: ['patients_invoices_view', 'invoices_edit', 'payments_add', 'invoices_export'],
  settings: ['settings_view'],
  departments: ['department_view', 'department_settings_view', 'department_edit'],
  branches: ['branch_view', 'branch_working_hours_view', 'branch_rooms_view', 'branch_settings_view', 'branch_edit'],
  users: ['user_view', 'user_working_hours_view', 'user_settings_view', 'user_edit'],
  roles: ['role_view', 'role_settings_view', 'role_edit'],
  services: ['service_settings_view', 'service_edit'],
  products: ['product_settings_view', 'product_edit'],
  tooth_statuses: [
    'tooth_status_view',
    'tooth_status_settings_view',
    'tooth_custom_status_view',
    'tooth_config_view',
    'tooth_config_settings_view',
    'tooth_status_edit',
  ],
  tests: ['test_view', 'test_settings_view', 'test_edit'],
  reports: ['report_view'],
  imports: ['import_data'],
  recalls: ['recall_view', 'recall_edit', 'recall_type_edit'],
  consent_templates: ['consent_templates_view', 'consent_templates_edit'],
  data_rights: ['patients_export_data', 'patients_erase'],
  admin: ['admin'],
} as const satisfies Record<string, readonly Permission[]>;
export type PermissionArea = keyof typeof PERMISSION_AREAS;

export const isPermission = (value: string): value is Permission =>
  (PERMISSIONS as readonly string[]).includes(value);
