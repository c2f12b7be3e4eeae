import type { ModuleOwnership } from '@dental/server-core';

/**
 * The patients module's tables, and what it publishes (patient_ref created by
 * Migration20261126151200_patients_published_v1, its personal code sealed since
 * Migration20261202090000_patients_personal_code_sealed; patient_doctor and patient_branch by
 * Migration20261201090000_patients_care_v1).
 */
export const patientsOwnership: ModuleOwnership = {
  tables: ['patient_audit', 'patient', 'patient_relationship', 'patient_file', 'patient_helpers', 'patient_branches', 'patient_test', 'patient_consent_record', 'patient_data_export', 'patient_erasure', 'patient_retention_setting'],
  publishes: {
    'patients_v1.patient_ref': [
      'uuid',
      'company_id',
      'first_name',
      'last_name',
      'phone',
      'personal_code_sealed',
      'personal_code_hash',
      'personal_code_prefix_hash',
      'communication_language',
      'medical_alert',
      'insurance_expiration',
      'flagged_answers',
      'deleted_at',
    ],
    'patients_v1.patient_doctor': ['patient_uuid', 'company_id', 'doctor_uuid'],
    'patients_v1.patient_branch': ['patient_uuid', 'company_id', 'branch_uuid'],
    'patients_v1.patient_restriction': ['uuid', 'company_id', 'restricted_at', 'erased_at'],
    'patients_v1.patient_contact': [
      'uuid',
      'company_id',
      'first_name',
      'phone',
      'email',
      'communication_language',
      'communication_sms',
      'communication_sms_ad',
      'communication_email',
      'communication_email_ad',
      'deleted_at',
    ],
  },
};
