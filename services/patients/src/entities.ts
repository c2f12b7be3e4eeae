import { PatientConsentRecord } from './consents/consent-record.entity.js';
import { PatientDataExport } from './data-rights/patient-data-export.entity.js';
import { PatientErasure } from './data-rights/patient-erasure.entity.js';
import { PatientRetentionSetting } from './data-rights/patient-retention.entity.js';
import { PatientAudit } from './audit/patient-audit.entity.js';
import { PatientFile } from './files/patient-file.entity.js';
import { Patient } from './patients/patient.entity.js';
import { PatientRelationship } from './relationships/patient-relationship.entity.js';
import { PatientTest } from './tests/patient-test.entity.js';

/** The entities whose tables the patients module owns (and migrates). */
export const patientsEntities = [Patient, PatientRelationship, PatientFile, PatientTest, PatientAudit, PatientConsentRecord, PatientDataExport, PatientErasure, PatientRetentionSetting];
