import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122031002_identity_init } from './Migration20261122031002_identity_init.js';
import { Migration20261122032240_identity_specialities } from './Migration20261122032240_identity_specialities.js';
import { Migration20261125030000_identity_session_cache_notify } from './Migration20261125030000_identity_session_cache_notify.js';
import { Migration20261125030149_identity_branch_vat_number } from './Migration20261125030149_identity_branch_vat_number.js';
import { Migration20261126135804_identity_branch_iban } from './Migration20261126135804_identity_branch_iban.js';
import { Migration20261126151000_identity_published_v1 } from './Migration20261126151000_identity_published_v1.js';
import { Migration20261127175100_identity_branch_seller_v1 } from './Migration20261127175100_identity_branch_seller_v1.js';
import { Migration20261201182000_identity_branch_contact_v1 } from './Migration20261201182000_identity_branch_contact_v1.js';
import { Migration20261203090000_identity_user_personal_code_sealed } from './Migration20261203090000_identity_user_personal_code_sealed.js';

/** The identity module's migrations, oldest first (each file in this folder, listed once). */
export const identityMigrations: MigrationObject[] = [
  { name: 'Migration20261122031002_identity_init', class: Migration20261122031002_identity_init },
  { name: 'Migration20261122032240_identity_specialities', class: Migration20261122032240_identity_specialities },
  { name: 'Migration20261125030000_identity_session_cache_notify', class: Migration20261125030000_identity_session_cache_notify },
  { name: 'Migration20261125030149_identity_branch_vat_number', class: Migration20261125030149_identity_branch_vat_number },
  { name: 'Migration20261126135804_identity_branch_iban', class: Migration20261126135804_identity_branch_iban },
  { name: 'Migration20261126151000_identity_published_v1', class: Migration20261126151000_identity_published_v1 },
  { name: 'Migration20261127175100_identity_branch_seller_v1', class: Migration20261127175100_identity_branch_seller_v1 },
  { name: 'Migration20261201182000_identity_branch_contact_v1', class: Migration20261201182000_identity_branch_contact_v1 },
  { name: 'Migration20261203090000_identity_user_personal_code_sealed', class: Migration20261203090000_identity_user_personal_code_sealed },
];
