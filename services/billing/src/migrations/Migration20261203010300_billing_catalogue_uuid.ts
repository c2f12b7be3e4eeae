import { Migration } from '@mikro-orm/migrations';

/**
 * Invoice lines and products used keep settings' service and product by uuid (a line copies what it
 * shows; a product used is named through settings_v1.product_ref): billing holds no foreign key into
 * settings' price list (docs/decisions.md, "Events between modules"). The data does not move.
 */
export class Migration20261203010300_billing_catalogue_uuid extends Migration {
  override name = 'Migration20261203010300_billing_catalogue_uuid';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice_line" drop constraint "invoice_line_service_uuid_foreign";`);
    this.addSql(`alter table "invoice_line" drop constraint "invoice_line_product_uuid_foreign";`);
    this.addSql(`alter table "appointment_product" drop constraint "appointment_product_product_uuid_foreign";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_service_uuid_foreign" foreign key ("service_uuid") references "service" ("uuid") on delete restrict;`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_product_uuid_foreign" foreign key ("product_uuid") references "product" ("uuid") on delete restrict;`);
    this.addSql(`alter table "appointment_product" add constraint "appointment_product_product_uuid_foreign" foreign key ("product_uuid") references "product" ("uuid") on delete restrict;`);
  }
}
