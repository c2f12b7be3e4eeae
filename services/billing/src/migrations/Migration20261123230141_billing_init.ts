import { Migration } from '@mikro-orm/migrations';

/** Invoices and credit notes with their lines, payments, and the numbering of each branch's series. */
export class Migration20261123230141_billing_init extends Migration {

  override name = 'Migration20261123230141_billing_init';

  override up(): void | Promise<void> {
    this.addSql(`create table "branch_billing" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "branch_uuid" uuid not null, "invoice_prefix" varchar(10) not null, "credit_note_prefix" varchar(10) not null, "vat_number" varchar(30) null, primary key ("uuid"));`);
    this.addSql(`create index "branch_billing_company_id_index" on "branch_billing" ("company_id");`);
    this.addSql(`alter table "branch_billing" add constraint "branch_billing_branch_unique" unique ("branch_uuid");`);
    this.addSql(`create unique index "branch_billing_credit_prefix_unique" on "branch_billing" ("company_id", "credit_note_prefix");`);
    this.addSql(`create unique index "branch_billing_invoice_prefix_unique" on "branch_billing" ("company_id", "invoice_prefix");`);

    this.addSql(`create table "invoice_counter" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "branch_uuid" uuid not null, "kind" varchar(20) not null, "year" smallint not null, "last_number" int not null, primary key ("uuid"));`);
    this.addSql(`create index "invoice_counter_company_id_index" on "invoice_counter" ("company_id");`);
    this.addSql(`alter table "invoice_counter" add constraint "invoice_counter_series_unique" unique ("branch_uuid", "kind", "year");`);

    this.addSql(`create table "invoice" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "branch_uuid" uuid not null, "patient_uuid" uuid not null, "doctor_uuid" uuid null, "appointment_uuid" uuid null, "kind" varchar(20) not null default 'invoice', "status" varchar(10) not null default 'draft', "number" varchar(40) null, "credited_invoice_uuid" uuid null, "credit_reason" varchar(500) null, "payer" jsonb null, "comment" text null, "discount" jsonb null, "invoice_due" date null, "supply_date" date null, "issued_at" timestamptz null, "issued_by_uuid" uuid null, "listed_at" timestamptz not null default now(), "price_gross" int not null default 0, "price_discount" int not null default 0, "price_without_vat" int not null default 0, "price_vat" int not null default 0, "price_total" int not null default 0, "price_insurance" int not null default 0, "price_to_pay" int not null default 0, "amount_credited" int not null default 0, "amount_paid" int not null default 0, "payment_type" smallint not null default 0, primary key ("uuid"));`);
    this.addSql(`create index "invoice_company_id_index" on "invoice" ("company_id");`);
    this.addSql(`create index "invoice_patient_index" on "invoice" ("patient_uuid");`);
    this.addSql(`create index "invoice_branch_listed_index" on "invoice" ("branch_uuid", "listed_at" desc) where "deleted_at" is null;`);
    this.addSql(`create unique index "invoice_appointment_unique" on "invoice" ("appointment_uuid") where "deleted_at" is null and "kind" = 'invoice' and "appointment_uuid" is not null;`);
    this.addSql(`create unique index "invoice_branch_kind_number_unique" on "invoice" ("branch_uuid", "kind", "number") where "number" is not null;`);

    this.addSql(`create table "payment" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "invoice_uuid" uuid not null, "method" smallint not null, "amount" int not null, "status" smallint not null default 2, "paid_at" timestamptz not null, "canceled_at" timestamptz null, "created_by_uuid" uuid null, "canceled_by_uuid" uuid null, primary key ("uuid"));`);
    this.addSql(`create index "payment_company_id_index" on "payment" ("company_id");`);
    this.addSql(`create index "payment_company_paid_index" on "payment" ("company_id", "paid_at");`);
    this.addSql(`create index "payment_invoice_index" on "payment" ("invoice_uuid", "paid_at");`);

    this.addSql(`create table "invoice_line" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "invoice_uuid" uuid not null, "position" smallint not null default 0, "kind" varchar(10) not null, "service_uuid" uuid null, "product_uuid" uuid null, "source_uuid" uuid null, "credited_line_uuid" uuid null, "name" varchar(300) not null, "sku" varchar(50) not null, "sku_custom" varchar(50) null, "sku_description" varchar(100) null, "tooth" smallint null, "unit" varchar(5) not null, "count_milli" int not null, "price" int not null, "vat" varchar(10) not null, "discount" jsonb null, "discount_from_invoice" boolean not null default false, "insurance" jsonb null, "price_gross" int not null, "price_discount" int not null, "price_without_vat" int not null, "price_vat" int not null, "price_total" int not null, "price_insurance" int not null, "price_to_pay" int not null, "credited_count_milli" int not null default 0, primary key ("uuid"));`);
    this.addSql(`create index "invoice_line_company_id_index" on "invoice_line" ("company_id");`);
    this.addSql(`create index "invoice_line_invoice_index" on "invoice_line" ("invoice_uuid", "position");`);

    this.addSql(`alter table "branch_billing" add constraint "branch_billing_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "branch_billing" add constraint "branch_billing_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);

    this.addSql(`alter table "invoice_counter" add constraint "invoice_counter_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "invoice_counter" add constraint "invoice_counter_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);

    this.addSql(`alter table "invoice" add constraint "invoice_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "invoice" add constraint "invoice_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);
    this.addSql(`alter table "invoice" add constraint "invoice_patient_uuid_foreign" foreign key ("patient_uuid") references "patient" ("uuid") on delete restrict;`);
    this.addSql(`alter table "invoice" add constraint "invoice_doctor_uuid_foreign" foreign key ("doctor_uuid") references "user" ("uuid") on delete restrict;`);
    this.addSql(`alter table "invoice" add constraint "invoice_appointment_uuid_foreign" foreign key ("appointment_uuid") references "appointment" ("uuid") on delete restrict;`);
    this.addSql(`alter table "invoice" add constraint "invoice_credited_invoice_uuid_foreign" foreign key ("credited_invoice_uuid") references "invoice" ("uuid") on delete restrict;`);
    this.addSql(`alter table "invoice" add constraint "invoice_issued_by_uuid_foreign" foreign key ("issued_by_uuid") references "user" ("uuid") on delete restrict;`);
    this.addSql(`alter table "invoice" add constraint "invoice_issued_has_number" check (("status" = 'issued') = ("number" is not null));`);
    this.addSql(`alter table "invoice" add constraint "invoice_status_values" check ("status" in ('draft', 'issued'));`);
    this.addSql(`alter table "invoice" add constraint "invoice_kind_values" check ("kind" in ('invoice', 'credit_note'));`);

    this.addSql(`alter table "payment" add constraint "payment_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "payment" add constraint "payment_invoice_uuid_foreign" foreign key ("invoice_uuid") references "invoice" ("uuid") on delete restrict;`);
    this.addSql(`alter table "payment" add constraint "payment_created_by_uuid_foreign" foreign key ("created_by_uuid") references "user" ("uuid") on delete restrict;`);
    this.addSql(`alter table "payment" add constraint "payment_canceled_by_uuid_foreign" foreign key ("canceled_by_uuid") references "user" ("uuid") on delete restrict;`);
    this.addSql(`alter table "payment" add constraint "payment_amount_positive" check ("amount" > 0);`);
    this.addSql(`alter table "payment" add constraint "payment_status_range" check ("status" between 1 and 3);`);
    this.addSql(`alter table "payment" add constraint "payment_method_range" check ("method" between 1 and 5);`);

    this.addSql(`alter table "invoice_line" add constraint "invoice_line_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_invoice_uuid_foreign" foreign key ("invoice_uuid") references "invoice" ("uuid") on delete cascade;`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_service_uuid_foreign" foreign key ("service_uuid") references "service" ("uuid") on delete restrict;`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_product_uuid_foreign" foreign key ("product_uuid") references "product" ("uuid") on delete restrict;`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_credited_line_uuid_foreign" foreign key ("credited_line_uuid") references "invoice_line" ("uuid") on delete restrict;`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_credited_within_count" check ("credited_count_milli" <= "count_milli");`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_kind_values" check ("kind" in ('service', 'product'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice" drop constraint "invoice_credited_invoice_uuid_foreign";`);
    this.addSql(`alter table "payment" drop constraint "payment_invoice_uuid_foreign";`);
    this.addSql(`alter table "invoice_line" drop constraint "invoice_line_invoice_uuid_foreign";`);
    this.addSql(`alter table "invoice_line" drop constraint "invoice_line_credited_line_uuid_foreign";`);

    this.addSql(`drop table if exists "branch_billing" cascade;`);
    this.addSql(`drop table if exists "invoice_counter" cascade;`);
    this.addSql(`drop table if exists "invoice" cascade;`);
    this.addSql(`drop table if exists "payment" cascade;`);
    this.addSql(`drop table if exists "invoice_line" cascade;`);
  }

}
