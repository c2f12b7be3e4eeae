import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122031742_patients_init } from './Migration20261122031742_patients_init.js';
import { Migration20261122034351_patients_tests } from './Migration20261122034351_patients_tests.js';
import { Migration20261125030000_patients_alerts_merge } from './Migration20261125030000_patients_alerts_merge.js';
import { Migration20261126100000_patients_personal_code_unique } from './Migration20261126100000_patients_personal_code_unique.js';
import { Migration20261126151200_patients_published_v1 } from './Migration20261126151200_patients_published_v1.js';
import { Migration20261201090000_patients_care_v1 } from './Migration20261201090000_patients_care_v1.js';
import { Migration20261127174700_patients_consent_records } from './Migration20261127174700_patients_consent_records.js';
import { Migration20261127181500_patients_data_exports } from './Migration20261127181500_patients_data_exports.js';
import { Migration20261127183000_patients_erasure } from './Migration20261127183000_patients_erasure.js';
import { Migration20261201182100_patients_contact_v1 } from './Migration20261201182100_patients_contact_v1.js';
import { Migration20261202090500_patients_online_source } from './Migration20261202090500_patients_online_source.js';
import { Migration20261202090000_patients_personal_code_sealed } from './Migration20261202090000_patients_personal_code_sealed.js';
import { Migration20261202100000_patients_restriction } from './Migration20261202100000_patients_restriction.js';
import { Migration20261203010100_patients_questionnaire_uuid } from './Migration20261203010100_patients_questionnaire_uuid.js';

/** The patients module's migrations, oldest first (each file in this folder, listed once). */
export const patientsMigrations: MigrationObject[] = [
  { name: 'Migration20261122031742_patients_init', class: Migration20261122031742_patients_init },
  { name: 'Migration20261122034351_patients_tests', class: Migration20261122034351_patients_tests },
  { name: 'Migration20261125030000_patients_alerts_merge', class: Migration20261125030000_patients_alerts_merge },
  { name: 'Migration20261126100000_patients_personal_code_unique', class: Migration20261126100000_patients_personal_code_unique },
  { name: 'Migration20261126151200_patients_published_v1', class: Migration20261126151200_patients_published_v1 },
  { name: 'Migration20261127174700_patients_consent_records', class: Migration20261127174700_patients_consent_records },
  { name: 'Migration20261127181500_patients_data_exports', class: Migration20261127181500_patients_data_exports },
  { name: 'Migration20261127183000_patients_erasure', class: Migration20261127183000_patients_erasure },
  { name: 'Migration20261201090000_patients_care_v1', class: Migration20261201090000_patients_care_v1 },
  { name: 'Migration20261201182100_patients_contact_v1', class: Migration20261201182100_patients_contact_v1 },
  { name: 'Migration20261202090000_patients_personal_code_sealed', class: Migration20261202090000_patients_personal_code_sealed },
  { name: 'Migration20261202090500_patients_online_source', class: Migration20261202090500_patients_online_source },
  { name: 'Migration20261202100000_patients_restriction', class: Migration20261202100000_patients_restriction },
  { name: 'Migration20261203010100_patients_questionnaire_uuid', class: Migration20261203010100_patients_questionnaire_uuid },
];
