import type { Permission } from '@dental/contracts';

export interface TabSpec {
  path: string;
  /** `settings:tabs.<label>` */
  label: string;
  /** `settings:empty.<empty>_title|_text` */
  empty: string;
  permission: Permission;
}

export interface SectionSpec {
  /** Path under /settings. */
  path: string;
  /** `settings:titles.<title>` for the list and `<entity>` for one entry. */
  title: string;
  entity: string;
  listPermission: Permission;
  /** Route params of one entry, in order (most have one uuid). */
  params: string[];
  tabs: TabSpec[];
}

const details = (permission: Permission): TabSpec => ({ path: 'details', label: 'details', empty: 'details', permission });
const settings = (permission: Permission): TabSpec => ({ path: 'settings', label: 'settings', empty: 'settings', permission });

/**
 * The settings children of spec section 2, with the permission of each route. Where the spec
 * names a permission only for a child, the list itself needs settings_view (docs/decisions-frontend.md).
 */
export const SECTIONS: SectionSpec[] = [
  {
    path: 'departments',
    title: 'departments',
    entity: 'department',
    listPermission: 'department_view',
    params: ['department_uuid'],
    tabs: [
      details('department_view'),
      settings('department_settings_view'),
      { path: 'branches', label: 'branches', empty: 'branches', permission: 'department_settings_view' },
    ],
  },
  {
    path: 'branches',
    title: 'branches',
    entity: 'branch',
    listPermission: 'branch_view',
    params: ['branch_uuid'],
    tabs: [
      details('branch_view'),
      { path: 'working-hours', label: 'working_hours', empty: 'working_hours', permission: 'branch_working_hours_view' },
      { path: 'holidays', label: 'holidays', empty: 'holidays', permission: 'branch_working_hours_view' },
      { path: 'rooms', label: 'rooms', empty: 'rooms', permission: 'branch_rooms_view' },
      settings('branch_settings_view'),
    ],
  },
  {
    path: 'users',
    title: 'users',
    entity: 'user',
    listPermission: 'user_view',
    params: ['user_uuid'],
    tabs: [
      { path: 'details', label: 'profile', empty: 'details', permission: 'user_view' },
      { path: 'working-hours', label: 'working_hours', empty: 'working_hours', permission: 'user_working_hours_view' },
      { path: 'vacations', label: 'vacations', empty: 'vacations', permission: 'user_working_hours_view' },
      settings('user_settings_view'),
    ],
  },
  {
    path: 'services/:service_group_type/:service_group_uuid',
    title: 'services',
    entity: 'service',
    listPermission: 'settings_view',
    params: ['service_category_uuid'],
    tabs: [details('settings_view'), settings('service_settings_view')],
  },
  {
    path: 'products',
    title: 'products',
    entity: 'product',
    listPermission: 'settings_view',
    params: ['product_uuid'],
    tabs: [details('settings_view'), settings('product_settings_view')],
  },
  {
    path: 'roles',
    title: 'roles',
    entity: 'role',
    listPermission: 'role_view',
    params: ['role_uuid'],
    tabs: [details('role_view'), settings('role_settings_view')],
  },
  {
    path: 'tooth_status',
    title: 'tooth_status',
    entity: 'status',
    listPermission: 'tooth_status_view',
    params: ['tooth_status_uuid'],
    tabs: [details('tooth_status_view'), settings('tooth_status_settings_view')],
  },
  {
    path: 'tooth-custom-status',
    title: 'tooth_custom_status',
    entity: 'status',
    listPermission: 'tooth_custom_status_view',
    params: ['tooth_custom_status_group_uuid', 'tooth_custom_status_uuid'],
    tabs: [details('tooth_custom_status_view')],
  },
  {
    path: 'status-config',
    title: 'status_config',
    entity: 'status',
    listPermission: 'tooth_config_view',
    params: ['tooth_status_uuid'],
    tabs: [details('tooth_config_view'), settings('tooth_config_settings_view')],
  },
  {
    path: 'tests',
    title: 'tests',
    entity: 'test',
    listPermission: 'test_view',
    params: ['test_uuid'],
    tabs: [details('test_view'), settings('test_settings_view')],
  },
];

/** /admin: every user of the active company (admin only). */
export const ADMIN_USERS: SectionSpec = {
  path: 'users',
  title: 'admin_users',
  entity: 'user',
  listPermission: 'admin',
  params: ['user_uuid'],
  tabs: [
    { path: 'details', label: 'profile', empty: 'details', permission: 'admin' },
    { path: 'settings', label: 'settings', empty: 'settings', permission: 'admin' },
  ],
};
