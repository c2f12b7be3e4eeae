import type { ModuleOwnership } from '@dental/server-core';

/**
 * The identity module's tables, and what it publishes (created by Migration20261126151000_identity_published_v1;
 * branch_seller by Migration20261127175100_identity_branch_seller_v1).
 */
export const identityOwnership: ModuleOwnership = {
  tables: ['audit_event', 'department', 'branch', 'login_attempt', 'position', 'user', 'session', 'impersonation_token', 'user_branches', 'user_positions', 'speciality', 'user_specialities'],
  publishes: {
    'identity_v1.branch_ref': ['uuid', 'company_id', 'name', 'time_zone', 'deleted_at'],
    'identity_v1.user_ref': ['uuid', 'company_id', 'first_name', 'last_name', 'color', 'deleted_at'],
    'identity_v1.speciality_ref': ['uuid', 'company_id', 'name', 'deleted_at'],
    'identity_v1.user_position_type': ['user_uuid', 'company_id', 'type'],
    'identity_v1.branch_seller': ['uuid', 'company_id', 'name', 'company_name', 'company_number', 'vat_number', 'address_declared', 'address_actual', 'phone', 'email', 'deleted_at'],
    'identity_v1.branch_contact': ['uuid', 'company_id', 'phone', 'email', 'deleted_at'],
  },
};
