import { Migration } from '@mikro-orm/migrations';

/**
 * The workload report's read of a branch's appointments over a period (services/reports
 * workload.service.ts) as an index-only scan: the columns it groups and sums ride in the index.
 */
export class Migration20261125031000_appointment_report_index extends Migration {

  override name = 'Migration20261125031000_appointment_report_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "appointment_branch_report_index" on "appointment" ("branch_uuid", "time_from") include ("company_id", "time_to", "status", "practitioner_uuid", "assistant_uuid", "room_uuid") where "deleted_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "appointment_branch_report_index";`);
  }
}
