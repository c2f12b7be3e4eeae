import { Migration } from '@mikro-orm/migrations';
import { appendCalendarHistory } from '../events/calendar-history.js';

/**
 * The calendar talks to the other modules through events (events/calendar-events.ts) and a
 * published view: `calendar_v1.appointment_ref` (services/calendar/src/published.ts lists its
 * columns; a change is a new version beside it, never an edit). The appointments and work times
 * already stored become their `created` events in the log, so a consumer's read model can be
 * built from the log alone (the reports' migration of this release replays it).
 */
export class Migration20261126152000_calendar_events extends Migration {
  override name = 'Migration20261126152000_calendar_events';

  override async up(): Promise<void> {
    await this.execute(`create schema if not exists "calendar_v1";`);
    await this.execute(`create view "calendar_v1"."appointment_ref" as
      select uuid, company_id, branch_uuid, patient_uuid, practitioner_uuid, assistant_uuid, room_uuid, service_uuid,
        time_from, time_to, status, price, deleted_at
      from "appointment";`);
    await appendCalendarHistory((sql) => this.execute(sql));
  }

  override async down(): Promise<void> {
    // The log is append-only: the past's events stay (a consumer that replays them sees what happened).
    await this.execute(`drop schema if exists "calendar_v1" cascade;`);
  }
}
