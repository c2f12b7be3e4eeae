import { Migration } from '@mikro-orm/migrations';

/**
 * What a patient answers through their message's link (issue 26): a cancel of theirs is told apart
 * from the clinic's (`cancel_reason` "patient"; `reason` stays the visit's), and "call me" is noted
 * with its time. `calendar_v1.appointment_ref` keeps its columns.
 */
export class Migration20261201183000_calendar_patient_answers extends Migration {
  override name = 'Migration20261201183000_calendar_patient_answers';

  override up(): void {
    this.addSql(`alter table "appointment" add column "cancel_reason" varchar(20) null, add column "callback_requested_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "appointment" drop column "cancel_reason", drop column "callback_requested_at";`);
  }
}
