import { Module } from '@nestjs/common';
import { BranchSettingsController } from './branch-settings/branch-settings.controller.js';
import { BranchSettingsModule } from './branch-settings/branch-settings.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { ProductCatalogueController, ServiceCatalogueController } from './catalogue/catalogue.controller.js';
import { BranchHolidayController } from './holidays/branch-holiday.controller.js';
import { BranchHolidayService } from './holidays/branch-holiday.service.js';
import { QuestionnaireController } from './questionnaires/questionnaire.controller.js';
import { QuestionnaireService } from './questionnaires/questionnaire.service.js';
import { RoomController } from './rooms/room.controller.js';
import { RoomsModule } from './rooms/rooms.module.js';
import { ToothCustomStatusController, ToothStatusConfigController, ToothStatusController } from './teeth/tooth-status.controller.js';
import { ToothStatusService } from './teeth/tooth-status.service.js';
import { UserScheduleController } from './user-schedule/user-schedule.controller.js';
import { UserScheduleService } from './user-schedule/user-schedule.service.js';
import { AdminUserSettingsController, UserSettingsController } from './user-settings/user-settings.controller.js';
import { UserSettingsService } from './user-settings/user-settings.service.js';
import { BranchWorkingHoursService } from './working-hours/branch-working-hours.service.js';

/**
 * The settings domain: rooms, branch settings, working hours and holidays, users' schedules and
 * settings, the services/products catalogue, tooth statuses and questionnaires. Departments,
 * branches, users, positions and specialities are served by identity, which owns their tables.
 * Not global, and it exports nothing: the calendar imports RoomsModule and BranchSettingsModule,
 * the imports module RoomsModule and CatalogueModule, the only services another module injects; the
 * others read settings' entities, never its services.
 */
@Module({
  imports: [RoomsModule, BranchSettingsModule, CatalogueModule],
  controllers: [
    RoomController,
    BranchSettingsController,
    BranchHolidayController,
    UserScheduleController,
    UserSettingsController,
    AdminUserSettingsController,
    ServiceCatalogueController,
    ProductCatalogueController,
    ToothStatusController,
    ToothCustomStatusController,
    ToothStatusConfigController,
    QuestionnaireController,
  ],
  providers: [
    BranchWorkingHoursService,
    BranchHolidayService,
    UserScheduleService,
    UserSettingsService,
    ToothStatusService,
    QuestionnaireService,
  ],
})
export class SettingsModule {}
