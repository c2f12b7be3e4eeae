export { PatientsModule } from './patients.module.js';
export { patientsModule } from './patients.definition.js';
export { patientsEntities } from './entities.js';
export { Patient } from './patients/patient.entity.js';
export { PatientService } from './patients/patient.service.js';
export { OnlinePatientsService, type OnlineContact } from './online/online-patients.service.js';
export { resealPersonalCodes } from './patients/personal-code-rotation.js';
export { PatientSettingsService } from './settings/patient-settings.service.js';
export { fold } from './search/fold.js';
export { PatientAuditService } from './audit/patient-audit.service.js';
export { Audited } from './audit/audited.decorator.js';
export { patientAlerts, type AlertSource } from './alerts/patient-alerts.js';
export { PatientMergeRegistry, repointPatientRows, type PatientMergeContext, type PatientMergeParticipant } from './merge/patient-merge.port.js';
export { PatientBulkService, type BulkActor, type CardCheck, type CardMatch, type CheckedCard, type PatientCreateBody } from './bulk/patient-bulk.service.js';
export { PatientFileService, type UploadedFile } from './files/patient-file.service.js';
export {
  PatientDataRegistry,
  RegisteredPatientDataProvider,
  patientRows,
  patientRowsWithChildren,
  runSql,
  type PatientDataContext,
  type PatientDataProvider,
  type PatientErasureContext,
  type PatientErasureOutcome,
} from './data-rights/patient-data.port.js';
