import { Migration } from '@mikro-orm/migrations';

/** Products used in an appointment (billing's products-used), which the appointment's invoice draft bills as product lines. */

export class Migration20261125025601_billing_products_used extends Migration {

  override name = 'Migration20261125025601_billing_products_used';

  override up(): void | Promise<void> {
    this.addSql(`create table "appointment_product" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "appointment_uuid" uuid not null, "product_uuid" uuid not null, "count_milli" int not null, "created_by_uuid" uuid null, primary key ("uuid"));`);
    this.addSql(`create index "appointment_product_company_id_index" on "appointment_product" ("company_id");`);
    this.addSql(`create index "appointment_product_appointment_index" on "appointment_product" ("appointment_uuid", "created_at");`);

    this.addSql(`alter table "appointment_product" add constraint "appointment_product_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "appointment_product" add constraint "appointment_product_appointment_uuid_foreign" foreign key ("appointment_uuid") references "appointment" ("uuid") on delete restrict;`);
    this.addSql(`alter table "appointment_product" add constraint "appointment_product_product_uuid_foreign" foreign key ("product_uuid") references "product" ("uuid") on delete restrict;`);
    this.addSql(`alter table "appointment_product" add constraint "appointment_product_created_by_uuid_foreign" foreign key ("created_by_uuid") references "user" ("uuid") on delete set null;`);
    this.addSql(`alter table "appointment_product" add constraint "appointment_product_count_positive" check ("count_milli" > 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "appointment_product" cascade;`);
  }

}
