import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261125030000_report_income_day } from './Migration20261125030000_report_income_day.js';
import { Migration20261126153000_reports_read_model } from './Migration20261126153000_reports_read_model.js';
import { Migration20261202100000_report_branch_day } from './Migration20261202100000_report_branch_day.js';

/** The reports module's migrations, oldest first (each file in this folder, listed once). */
export const reportsMigrations: MigrationObject[] = [
  { name: 'Migration20261125030000_report_income_day', class: Migration20261125030000_report_income_day },
  { name: 'Migration20261126153000_reports_read_model', class: Migration20261126153000_reports_read_model },
  { name: 'Migration20261202100000_report_branch_day', class: Migration20261202100000_report_branch_day },
];
