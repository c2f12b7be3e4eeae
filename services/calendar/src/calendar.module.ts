import { AppointmentDataProvider } from './data-rights/appointment-data.provider.js';
import { Module } from '@nestjs/common';
import { IdentityModule } from '@dental/identity';
import { PatientsModule } from '@dental/patients';
import { BranchSettingsModule, RoomsModule } from '@dental/settings';
import { CalendarAbsencesController } from './absences/calendar-absences.controller.js';
import { AppointmentBulkService } from './appointments/appointment-bulk.service.js';
import { AppointmentChangesService } from './appointments/appointment-changes.service.js';
import { AppointmentRefs } from './appointments/appointment-refs.js';
import { AppointmentController } from './appointments/appointment.controller.js';
import { AppointmentService } from './appointments/appointment.service.js';
import { BookingRules } from './appointments/booking-rules.js';
import { BranchHours } from './appointments/branch-hours.js';
import { FreeSlotService } from './appointments/free-slot.service.js';
import { CalendarReads } from './calendar-view/calendar-reads.js';
import { CalendarViewController } from './calendar-view/calendar-view.controller.js';
import { CalendarViewService } from './calendar-view/calendar-view.service.js';
import { CalendarExportService } from './export/calendar-export.service.js';
import { CalendarGateway } from './live/calendar.gateway.js';
import { AppointmentMergeParticipant } from './merge/appointment-merge.participant.js';
import { AbsenceConflictsService } from './planner/absence-conflicts.service.js';
import { AbsencesService } from './planner/absences.service.js';
import { PlannerController } from './planner/planner.controller.js';
import { PlannerService } from './planner/planner.service.js';
import { SchedulerService } from './planner/scheduler.service.js';
import { WorkTimeCoverage } from './planner/work-time-coverage.js';
import { CalendarStatsModule } from './stats/calendar-stats.module.js';

/**
 * The calendar domain: appointments (calendar, queue, history, export), the planner's dated work
 * times and its scheduler, and the live channel of a branch's calendar. Rooms and branch settings
 * come from settings' RoomsModule and BranchSettingsModule; the live channel's sessions from
 * identity's LiveSessions. AppointmentService is exported for invoicing and payments (statuses 9
 * and 10) and, with AppointmentBulkService, for imports.
 */
@Module({
  imports: [IdentityModule, PatientsModule, RoomsModule, BranchSettingsModule, CalendarStatsModule],
  controllers: [CalendarViewController, AppointmentController, PlannerController, CalendarAbsencesController],
  providers: [
    AppointmentRefs,
    AppointmentService,
    AppointmentBulkService,
    BookingRules,
    BranchHours,
    FreeSlotService,
    AppointmentChangesService,
    WorkTimeCoverage,
    CalendarReads,
    CalendarViewService,
    CalendarExportService,
    AbsencesService,
    AbsenceConflictsService,
    SchedulerService,
    PlannerService,
    CalendarGateway,
    AppointmentMergeParticipant,
    AppointmentDataProvider,
  ],
  exports: [AppointmentService, AppointmentBulkService, AbsencesService, BranchHours, CalendarStatsModule],
})
export class CalendarModule {}
