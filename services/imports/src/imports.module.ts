import { Module } from '@nestjs/common';
import { BillingModule } from '@dental/billing';
import { CalendarModule } from '@dental/calendar';
import { IdentityModule } from '@dental/identity';
import { PatientsModule } from '@dental/patients';
import { CatalogueModule, RoomsModule } from '@dental/settings';
import { ImportErrors } from './errors/import-errors.service.js';
import { ImportFileStore } from './file/import-file-store.js';
import { ImportUploadInterceptor } from './file/import-upload.interceptor.js';
import { ImportController } from './imports/import.controller.js';
import { ImportService } from './imports/import.service.js';
import { AppointmentsTarget } from './kinds/appointments.target.js';
import { BalancesTarget } from './kinds/balances.target.js';
import { ImportTargets } from './kinds/import-targets.js';
import { PatientFinder } from './kinds/patient-finder.js';
import { PatientsTarget } from './kinds/patients.target.js';
import { ReferenceSources } from './kinds/references.js';
import { ServicesTarget } from './kinds/services.target.js';
import { SavedMappings } from './mapping/saved-mappings.js';
import { ImportRecords } from './records/import-records.service.js';
import { IMPORT_JOBS } from './run/import-jobs.js';
import { ImportPass } from './run/import-pass.js';
import { ImportRunner } from './run/import-runner.js';
import { ImportUndo } from './run/import-undo.js';
import { InProcessImportJobs } from './run/in-process-import-jobs.js';
import { ImportDataProvider } from './data-rights/import-data.provider.js';

/**
 * The imports domain (issue 30): a clinic's patients, future appointments, services and opening
 * balances from its old system's exports. It owns its own tables only (the imports, their file
 * pieces, the old keys and the records they became, row errors, remembered mappings); patients,
 * appointments, services and opening entries are written through their modules' exported services.
 * Runs go through IMPORT_JOBS (in this process today).
 */
@Module({
  imports: [IdentityModule, PatientsModule, CalendarModule, BillingModule, RoomsModule, CatalogueModule],
  controllers: [ImportController],
  providers: [
    ImportDataProvider,
    ImportService,
    ImportFileStore,
    ImportUploadInterceptor,
    ImportErrors,
    ImportRecords,
    SavedMappings,
    ImportPass,
    ImportRunner,
    ImportUndo,
    ImportTargets,
    PatientsTarget,
    AppointmentsTarget,
    ServicesTarget,
    BalancesTarget,
    PatientFinder,
    ReferenceSources,
    { provide: IMPORT_JOBS, useClass: InProcessImportJobs },
  ],
})
export class ImportsModule {}
