import { Migration } from '@mikro-orm/migrations';

/**
 * Online booking (issue 27): an appointment says where it came from (`source`: `desk`, or `online`
 * when the patient booked it on the clinic's page), and the calendar publishes its work times
 * (`calendar_v1.work_time_ref`: who works in which room when) for the booking module's free slots.
 * `calendar_v1.appointment_ref` keeps its columns.
 */
export class Migration20261202090000_calendar_online_source extends Migration {
  override name = 'Migration20261202090000_calendar_online_source';

  override up(): void {
    this.addSql(`alter table "appointment" add column "source" varchar(10) not null default 'desk';`);
    this.addSql(`create view "calendar_v1"."work_time_ref" as
      select uuid, company_id, branch_uuid, room_uuid, user_uuid, time_from, time_to, deleted_at from "work_time";`);
  }

  override down(): void {
    this.addSql(`drop view "calendar_v1"."work_time_ref";`);
    this.addSql(`alter table "appointment" drop column "source";`);
  }
}
