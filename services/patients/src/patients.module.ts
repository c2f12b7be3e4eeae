import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { OnlinePatientsService } from './online/online-patients.service.js';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PatientAuditInterceptor } from './audit/patient-audit.interceptor.js';
import { PatientRefusalMiddleware } from './audit/patient-refusal.middleware.js';
import { PatientAuditService } from './audit/patient-audit.service.js';
import { PatientHistoryController } from './audit/patient-history.controller.js';
import { ConsentRecordController } from './consents/consent-record.controller.js';
import { ConsentRecordService } from './consents/consent-record.service.js';
import { PatientDataExportController } from './data-rights/patient-data-export.controller.js';
import { PatientDataExportService } from './data-rights/patient-data-export.service.js';
import { PatientDataRegistry } from './data-rights/patient-data.port.js';
import { PatientErasureController, RetentionSettingsController } from './data-rights/patient-erasure.controller.js';
import { PatientErasureService } from './data-rights/patient-erasure.service.js';
import { PatientRestrictionController } from './data-rights/patient-restriction.controller.js';
import { PatientRestrictionService } from './data-rights/patient-restriction.service.js';
import { PatientsDataProvider } from './data-rights/patients-data.provider.js';
import { PatientBulkService } from './bulk/patient-bulk.service.js';
import { PatientDoctorsController } from './doctors/patient-doctors.controller.js';
import { PatientDoctorsService } from './doctors/patient-doctors.service.js';
import { PatientExportController } from './export/patient-export.controller.js';
import { PatientExportService } from './export/patient-export.service.js';
import { FileUploadInterceptor } from './files/file-upload.interceptor.js';
import { PatientFileController } from './files/patient-file.controller.js';
import { PatientFileService } from './files/patient-file.service.js';
import { FILE_STORAGE } from './files/storage/file-storage.js';
import { fileStorageFromEnv } from './files/storage/storage.config.js';
import { PatientMergeController } from './merge/patient-merge.controller.js';
import { PatientMergeRegistry } from './merge/patient-merge.port.js';
import { PatientMergeService } from './merge/patient-merge.service.js';
import { PatientController } from './patients/patient.controller.js';
import { PatientListReads } from './patients/patient-list.reads.js';
import { PatientService } from './patients/patient.service.js';
import { PatientRelationshipController } from './relationships/patient-relationship.controller.js';
import { PatientRelationshipService } from './relationships/patient-relationship.service.js';
import { PatientSettingsController } from './settings/patient-settings.controller.js';
import { PatientSettingsService } from './settings/patient-settings.service.js';
import { PatientTestController } from './tests/patient-test.controller.js';
import { PatientTestService } from './tests/patient-test.service.js';

/**
 * The patients domain: the card and its list/search, settings, doctors, kinship, files, questionnaire fills (tests), history
 * (audit), export and the merge of duplicates. PatientAuditInterceptor, the one writer of the patient audit trail, is bound
 * to every route of the API. The export controller comes first: its `patients/export.csv` must be
 * matched before `patients/:uuid`.
 */
@Module({
  controllers: [
    // Before the card's `patients/:uuid`: `patients/data-retention` is no patient.
    RetentionSettingsController,
    PatientExportController,
    PatientController,
    PatientSettingsController,
    PatientDoctorsController,
    PatientRelationshipController,
    PatientFileController,
    PatientTestController,
    PatientHistoryController,
    PatientMergeController,
    ConsentRecordController,
    PatientDataExportController,
    PatientErasureController,
    PatientRestrictionController,
  ],
  providers: [
    OnlinePatientsService,
    PatientService,
    PatientListReads,
    PatientSettingsService,
    PatientDoctorsService,
    PatientRelationshipService,
    PatientFileService,
    PatientTestService,
    PatientExportService,
    PatientAuditService,
    PatientMergeService,
    PatientMergeRegistry,
    PatientBulkService,
    ConsentRecordService,
    PatientDataRegistry,
    PatientsDataProvider,
    PatientDataExportService,
    PatientErasureService,
    PatientRestrictionService,
    // Global: it audits the patients routes and any other module's read naming a patient.
    { provide: APP_INTERCEPTOR, useClass: PatientAuditInterceptor },
    FileUploadInterceptor,
    { provide: FILE_STORAGE, useFactory: fileStorageFromEnv },
  ],
  // The merge registry: calendar, billing and the dental card register their participants with it.
  // The bulk service: the imports module creates and removes cards through it.
  // The file service: the dental card files a signed consent form's PDF in the patient's documents.
  exports: [OnlinePatientsService, PatientService, PatientAuditService, PatientMergeRegistry, PatientBulkService, PatientFileService, PatientDataRegistry, PatientSettingsService],
})
export class PatientsModule implements NestModule {
  /** Refused patients' routes (403, 404) are audited once answered (audit/patient-refusal.middleware.ts). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PatientRefusalMiddleware).forRoutes('{*all}');
  }
}
