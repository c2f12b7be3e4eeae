import type { ComponentType } from 'react';
import type { Permission, RecallType } from '@dental/contracts';
import { i18next } from '@dental/i18n/browser';
import { lazyScreen } from '@dental/ui';
import { PATHS } from './data/paths';
import * as admin from './pages/AdminPages';
import * as branches from './pages/BranchPages';
import * as catalogue from './pages/CataloguePages';
import * as departments from './pages/DepartmentPages';
import * as positions from './pages/PositionPages';
import * as recalls from './pages/RecallTypePages';
import * as users from './pages/UserPages';
import type { EntryProps, SectionSpec, TabSpec } from './section-types';

/** Screens of the newer sections load when first opened (the settings' first screen stays within its budget). */
const consentPages = () => import('./pages/ConsentTemplatePages');
const notePages = () => import('./pages/NoteTemplatePages');
const consents = {
  ConsentTemplateList: lazyScreen(() => consentPages().then((m) => m.ConsentTemplateList)),
  ConsentTemplateDetails: lazyScreen(() => consentPages().then((m) => m.ConsentTemplateDetails)),
};
const OnlineBookingTab = lazyScreen(() => import('./pages/OnlineBookingTab').then((m) => m.OnlineBookingTab));
const testPages = () => import('./pages/TestPages');
const tests = {
  TestList: lazyScreen(() => testPages().then((m) => m.TestList)),
  TestDetails: lazyScreen(() => testPages().then((m) => m.TestDetails)),
  QuestionsEditor: lazyScreen(() => testPages().then((m) => m.QuestionsEditor)),
};
const teethPages = () => import('./pages/ToothStatusPages');
const teeth = {
  DiagnosisList: lazyScreen(() => teethPages().then((m) => m.DiagnosisList)),
  DiagnosisDetails: lazyScreen(() => teethPages().then((m) => m.DiagnosisDetails)),
  DiagnosisSettings: lazyScreen(() => teethPages().then((m) => m.DiagnosisSettings)),
  CustomStatusList: lazyScreen(() => teethPages().then((m) => m.CustomStatusList)),
  CustomStatusDetails: lazyScreen(() => teethPages().then((m) => m.CustomStatusDetails)),
  StatusConfigList: lazyScreen(() => teethPages().then((m) => m.StatusConfigList)),
  StatusConfigDetails: lazyScreen(() => teethPages().then((m) => m.StatusConfigDetails)),
  StatusConfigSettings: lazyScreen(() => teethPages().then((m) => m.StatusConfigSettings)),
};
const noteTemplates = {
  NoteTemplateList: lazyScreen(() => notePages().then((m) => m.NoteTemplateList)),
  NoteTemplateDetails: lazyScreen(() => notePages().then((m) => m.NoteTemplateDetails)),
};

const tab = (path: string, label: string, permission: Permission, component: ComponentType<EntryProps>): TabSpec => ({ path, label, permission, component });
const byName = (record: Record<string, unknown>) => String(record.name ?? '');
const personName = (record: Record<string, unknown>) => `${String(record.first_name ?? '')} ${String(record.last_name ?? '')}`.trim();

/**
 * The settings children of docs/spec.md §2, with the permission of each route. Where the spec
 * names a permission only for a child, the list itself needs settings_view (docs/decisions.md, "Session, guards and routing").
 */
export const SECTIONS: SectionSpec[] = [
  {
    path: 'departments',
    title: 'departments',
    entity: 'department',
    listPermission: 'department_view',
    params: ['department_uuid'],
    list: departments.DepartmentList,
    record: (p) => `${PATHS.departments}/${p.department_uuid}`,
    nameOf: byName,
    tabs: [
      tab('details', 'details', 'department_view', departments.DepartmentDetails),
      tab('settings', 'settings', 'department_settings_view', departments.DepartmentSettings),
      tab('branches', 'branches', 'department_settings_view', departments.DepartmentBranches),
    ],
  },
  {
    path: 'branches',
    title: 'branches',
    entity: 'branch',
    listPermission: 'branch_view',
    params: ['branch_uuid'],
    list: branches.BranchList,
    record: (p) => `${PATHS.branches}/${p.branch_uuid}`,
    nameOf: byName,
    tabs: [
      tab('details', 'details', 'branch_view', branches.BranchDetails),
      tab('working-hours', 'working_hours', 'branch_working_hours_view', branches.BranchWorkingHours),
      tab('holidays', 'holidays', 'branch_working_hours_view', branches.BranchHolidays),
      tab('rooms', 'rooms', 'branch_rooms_view', branches.BranchRooms),
      tab('settings', 'settings', 'branch_settings_view', branches.BranchSettingsTab),
      tab('online-booking', 'online_booking', 'branch_settings_view', OnlineBookingTab),
    ],
  },
  {
    path: 'users',
    title: 'users',
    entity: 'user',
    listPermission: 'user_view',
    params: ['user_uuid'],
    list: users.UserList,
    record: (p) => `${PATHS.users}/${p.user_uuid}`,
    nameOf: personName,
    tabs: [
      tab('details', 'profile', 'user_view', users.UserProfile),
      tab('working-hours', 'working_hours', 'user_working_hours_view', users.UserWorkingHours),
      tab('vacations', 'vacations', 'user_working_hours_view', users.UserVacations),
      tab('settings', 'settings', 'user_settings_view', users.UserSettingsTab),
    ],
  },
  {
    path: 'services/:service_group_type/:service_group_uuid',
    title: 'services',
    entity: 'service',
    listPermission: 'settings_view',
    params: ['service_category_uuid'],
    list: catalogue.ServiceGroupPage,
    record: (p) => `${PATHS.services}/${p.service_category_uuid}`,
    nameOf: byName,
    tabs: [tab('details', 'details', 'settings_view', catalogue.ServiceDetails), tab('settings', 'price', 'service_settings_view', catalogue.ServiceSettings)],
  },
  {
    path: 'products',
    title: 'products',
    entity: 'product',
    listPermission: 'settings_view',
    params: ['product_uuid'],
    list: catalogue.ProductList,
    record: (p) => `${PATHS.products}/${p.product_uuid}`,
    nameOf: byName,
    tabs: [tab('details', 'details', 'settings_view', catalogue.ProductDetails), tab('settings', 'price', 'product_settings_view', catalogue.ProductSettings)],
  },
  {
    path: 'roles',
    title: 'roles',
    entity: 'role',
    listPermission: 'role_view',
    params: ['role_uuid'],
    list: positions.PositionList,
    record: (p) => `${PATHS.roles}/${p.role_uuid}`,
    nameOf: byName,
    tabs: [tab('details', 'details', 'role_view', positions.PositionDetails), tab('settings', 'permissions', 'role_settings_view', positions.PositionPermissions)],
  },
  {
    path: 'tooth_status',
    title: 'tooth_status',
    entity: 'diagnosis',
    listPermission: 'tooth_status_view',
    params: ['tooth_status_uuid'],
    list: teeth.DiagnosisList,
    record: (p) => `${PATHS.toothStatuses}/${p.tooth_status_uuid}`,
    nameOf: byName,
    tabs: [tab('details', 'details', 'tooth_status_view', teeth.DiagnosisDetails), tab('settings', 'display', 'tooth_status_settings_view', teeth.DiagnosisSettings)],
  },
  {
    path: 'tooth-custom-status',
    title: 'tooth_custom_status',
    entity: 'status',
    listPermission: 'tooth_custom_status_view',
    params: ['tooth_custom_status_group_uuid', 'tooth_custom_status_uuid'],
    list: teeth.CustomStatusList,
    record: (p) => `${PATHS.toothCustomGroups}/${p.tooth_custom_status_group_uuid}/statuses/${p.tooth_custom_status_uuid}`,
    nameOf: byName,
    tabs: [tab('details', 'details', 'tooth_custom_status_view', teeth.CustomStatusDetails)],
  },
  {
    path: 'status-config',
    title: 'status_config',
    entity: 'status',
    listPermission: 'tooth_config_view',
    params: ['tooth_status_uuid'],
    list: teeth.StatusConfigList,
    record: (p) => `${PATHS.toothConfig}/${p.tooth_status_uuid}`,
    nameOf: byName,
    tabs: [tab('details', 'details', 'tooth_config_view', teeth.StatusConfigDetails), tab('settings', 'settings', 'tooth_config_settings_view', teeth.StatusConfigSettings)],
  },
  {
    path: 'tests',
    title: 'tests',
    entity: 'test',
    listPermission: 'test_view',
    params: ['test_uuid'],
    list: tests.TestList,
    record: (p) => `${PATHS.tests}/${p.test_uuid}`,
    nameOf: byName,
    tabs: [tab('details', 'details', 'test_view', tests.TestDetails), tab('settings', 'questions', 'test_settings_view', tests.QuestionsEditor)],
  },
  {
    path: 'recall-types',
    title: 'recall_types',
    entity: 'recall_type',
    listPermission: 'recall_view',
    params: ['recall_type_uuid'],
    list: recalls.RecallTypeList,
    record: (p) => `${PATHS.recallTypes}/${p.recall_type_uuid}`,
    nameOf: (record) => recalls.recallTypeName(record as Pick<RecallType, 'name'>, i18next.language),
    tabs: [tab('details', 'details', 'recall_view', recalls.RecallTypeDetails)],
  },
  {
    path: 'consent-form-templates',
    title: 'consent_templates',
    entity: 'consent_template',
    listPermission: 'consent_templates_view',
    params: ['consent_template_uuid'],
    list: consents.ConsentTemplateList,
    record: (p) => `${PATHS.consentTemplates}/${p.consent_template_uuid}`,
    nameOf: byName,
    tabs: [tab('details', 'details', 'consent_templates_view', consents.ConsentTemplateDetails)],
  },
  {
    path: 'note-templates',
    title: 'note_templates',
    entity: 'note_template',
    listPermission: 'patients_tooth_map_view',
    params: ['note_template_uuid'],
    list: noteTemplates.NoteTemplateList,
    record: (p) => `${PATHS.noteTemplates}/${p.note_template_uuid}`,
    nameOf: byName,
    tabs: [tab('details', 'details', 'patients_tooth_map_view', noteTemplates.NoteTemplateDetails)],
  },
];

/** /admin: every user of every company (admin only). */
export const ADMIN_USERS: SectionSpec = {
  path: 'users',
  title: 'admin_users',
  entity: 'user',
  listPermission: 'admin',
  params: ['user_uuid'],
  list: admin.AdminUserList,
  record: (p) => `${PATHS.adminUsers}/${p.user_uuid}`,
  nameOf: personName,
  tabs: [tab('details', 'profile', 'admin', admin.AdminUserDetails), tab('settings', 'settings', 'admin', admin.AdminUserSettings)],
};

/** /settings/services: the service groups. */
export const SERVICE_GROUPS = { title: 'service_categories', list: catalogue.ServiceGroups };
