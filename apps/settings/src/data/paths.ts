/** API paths of the settings screens (services/identity and services/settings controllers). */
export const PATHS = {
  departments: '/settings/department',
  branches: '/settings/branches',
  users: '/settings/users',
  roles: '/settings/roles',
  specialities: '/settings/specialities',
  serviceCategories: '/settings/service-categories',
  services: '/settings/services',
  productCategories: '/settings/product-categories',
  products: '/settings/products',
  toothStatuses: '/settings/tooth-statuses',
  toothCustomGroups: '/settings/tooth-custom-status-groups',
  toothConfig: '/settings/status-config',
  tests: '/settings/tests',
  recallTypes: '/settings/recall-types',
  adminUsers: '/admin/users',
  companies: '/admin/company',
} as const;
