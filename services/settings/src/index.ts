export { SettingsModule } from './settings.module.js';
export { settingsModule } from './settings.definition.js';
export { settingsEntities } from './entities.js';
// Rooms and branch settings (the calendar imports these two modules and injects their services).
export { RoomsModule } from './rooms/rooms.module.js';
export { BranchSettingsModule } from './branch-settings/branch-settings.module.js';
export { Room, type RoomHidden } from './rooms/room.entity.js';
export { RoomsService } from './rooms/rooms.service.js';
export { BranchSettings, BRANCH_SETTINGS_DEFAULTS } from './branch-settings/branch-settings.entity.js';
export { BranchSettingsService, type EffectiveBranchSettings } from './branch-settings/branch-settings.service.js';
// Working hours, holidays, users' schedules and settings.
export { BranchWorkingHours, type WorkingDay } from './working-hours/branch-working-hours.entity.js';
export { BranchWorkingHoursService, DEFAULT_WEEK } from './working-hours/branch-working-hours.service.js';
export { BranchHoliday } from './holidays/branch-holiday.entity.js';
export type { Absence, AbsenceRepeat } from './holidays/absence.entity.js';
export { BranchHolidayService } from './holidays/branch-holiday.service.js';
export { UserWorkTemplate } from './user-schedule/user-work-template.entity.js';
export { UserVacation } from './user-schedule/user-vacation.entity.js';
export { UserScheduleService } from './user-schedule/user-schedule.service.js';
export { UserSettings, USER_SETTINGS_DEFAULTS } from './user-settings/user-settings.entity.js';
export { UserSettingsService } from './user-settings/user-settings.service.js';
// Catalogue, tooth statuses, questionnaires.
export { CatalogueCategory, type CatalogueType } from './catalogue/catalogue-category.entity.js';
export { Service } from './catalogue/service.entity.js';
export { Product } from './catalogue/product.entity.js';
export { CatalogueItemsService } from './catalogue/catalogue-items.service.js';
export { CatalogueModule } from './catalogue/catalogue.module.js';
export { ServiceBulkService } from './catalogue/service-bulk.service.js';
export { ToothStatus } from './teeth/tooth-status.entity.js';
export { ToothCustomStatus, ToothCustomStatusGroup, ToothStatusConfig } from './teeth/tooth-custom-status.entity.js';
export { ToothStatusService } from './teeth/tooth-status.service.js';
export { Question, Questionnaire, type QuestionValue } from './questionnaires/questionnaire.entity.js';
export { QuestionnaireService, toQuestionnaireDetails } from './questionnaires/questionnaire.service.js';
export type { SettingsDemo } from './seed/demo-seed.js';
// Specialities live in identity (users link to them); re-exported for the modules that read the catalogue here.
export { Speciality } from '@dental/identity';
