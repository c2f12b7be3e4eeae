import { BranchSettings } from './branch-settings/branch-settings.entity.js';
import { CatalogueCategory } from './catalogue/catalogue-category.entity.js';
import { Product } from './catalogue/product.entity.js';
import { Service } from './catalogue/service.entity.js';
import { BranchHoliday } from './holidays/branch-holiday.entity.js';
import { Question, Questionnaire } from './questionnaires/questionnaire.entity.js';
import { Room } from './rooms/room.entity.js';
import { ToothCustomStatus, ToothCustomStatusGroup, ToothStatusConfig } from './teeth/tooth-custom-status.entity.js';
import { ToothStatus } from './teeth/tooth-status.entity.js';
import { UserVacation } from './user-schedule/user-vacation.entity.js';
import { UserWorkTemplate } from './user-schedule/user-work-template.entity.js';
import { UserSettings } from './user-settings/user-settings.entity.js';
import { BranchWorkingHours } from './working-hours/branch-working-hours.entity.js';

/** The entities whose tables the settings module owns (and migrates). */
export const settingsEntities = [
  Room,
  BranchSettings,
  BranchWorkingHours,
  BranchHoliday,
  UserWorkTemplate,
  UserVacation,
  UserSettings,
  CatalogueCategory,
  Service,
  Product,
  ToothStatus,
  ToothCustomStatusGroup,
  ToothCustomStatus,
  ToothStatusConfig,
  Questionnaire,
  Question,
];
