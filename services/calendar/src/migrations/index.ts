import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122033000_calendar_btree_gist } from './Migration20261122033000_calendar_btree_gist.js';
import { Migration20261122033234_calendar_init } from './Migration20261122033234_calendar_init.js';
import { Migration20261125031000_appointment_report_index } from './Migration20261125031000_appointment_report_index.js';
import { Migration20261126152000_calendar_events } from './Migration20261126152000_calendar_events.js';
import { Migration20261201183000_calendar_patient_answers } from './Migration20261201183000_calendar_patient_answers.js';
import { Migration20261202090000_calendar_online_source } from './Migration20261202090000_calendar_online_source.js';

/** The calendar module's migrations, oldest first (each file in this folder, listed once). */
export const calendarMigrations: MigrationObject[] = [
  { name: 'Migration20261122033000_calendar_btree_gist', class: Migration20261122033000_calendar_btree_gist },
  { name: 'Migration20261122033234_calendar_init', class: Migration20261122033234_calendar_init },
  { name: 'Migration20261125031000_appointment_report_index', class: Migration20261125031000_appointment_report_index },
  { name: 'Migration20261126152000_calendar_events', class: Migration20261126152000_calendar_events },
  { name: 'Migration20261201183000_calendar_patient_answers', class: Migration20261201183000_calendar_patient_answers },
  { name: 'Migration20261202090000_calendar_online_source', class: Migration20261202090000_calendar_online_source },
];
