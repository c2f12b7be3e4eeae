import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices and products used keep the calendar's appointment by uuid (read through calendar's
 * AppointmentService and calendar_v1.appointment_ref): billing holds no foreign key into the
 * calendar's appointment table (docs/decisions.md, "Events between modules"). The data does not move.
 */
export class Migration20261203010500_billing_appointment_uuid extends Migration {
  override name = 'Migration20261203010500_billing_appointment_uuid';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice" drop constraint "invoice_appointment_uuid_foreign";`);
    this.addSql(`alter table "appointment_product" drop constraint "appointment_product_appointment_uuid_foreign";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice" add constraint "invoice_appointment_uuid_foreign" foreign key ("appointment_uuid") references "appointment" ("uuid") on delete restrict;`);
    this.addSql(`alter table "appointment_product" add constraint "appointment_product_appointment_uuid_foreign" foreign key ("appointment_uuid") references "appointment" ("uuid") on delete restrict;`);
  }
}
