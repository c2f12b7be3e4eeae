import { Migration } from '@mikro-orm/migrations';

/**
 * What the booking module publishes, version 1 (services/booking/src/published.ts lists the
 * columns): whether a branch takes bookings online and its page's slug, so a recall invitation can
 * name the page (services/messages/src/sending/booking-link.ts) without reading this module's table.
 */
export class Migration20261202091100_booking_published_v1 extends Migration {
  override name = 'Migration20261202091100_booking_published_v1';

  override up(): void {
    this.addSql(`create schema if not exists "booking_v1";`);
    this.addSql(`create view "booking_v1"."online_booking" as select company_id, branch_uuid, slug, enabled, deleted_at from "booking_settings";`);
  }

  override down(): void {
    this.addSql(`drop schema if exists "booking_v1" cascade;`);
  }
}
