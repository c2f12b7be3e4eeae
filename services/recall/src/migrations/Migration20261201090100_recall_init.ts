import { Migration } from '@mikro-orm/migrations';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rebuildRecalls } from '../projection/recall-rebuild.js';

/**
 * The recall module (issue 26): recall types, each patient's recall of a type with its attempts,
 * and the read model of other modules' events its due dates and bookings rest on, rebuilt here
 * from the event log so the treatments and appointments of a database older than the module count
 * from the start (an empty log on a new database). No foreign key leaves the module: patients,
 * services, users and appointments are other modules' records, named by uuid.
 */
export class Migration20261201090100_recall_init extends Migration {
  override name = 'Migration20261201090100_recall_init';

  override async up(): Promise<void> {
    await this.execute(`create table "recall_type" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null,
      "name" jsonb not null, "interval_months" smallint not null, "service_uuids" uuid[] not null default '{}', primary key ("uuid"));`);
    await this.execute(`create index "recall_type_company_id_index" on "recall_type" ("company_id");`);
    await this.execute(`alter table "recall_type" add constraint "recall_type_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);

    await this.execute(`create table "recall" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null,
      "patient_uuid" uuid not null, "recall_type_uuid" uuid not null, "done_item_uuid" uuid null, "done_appointment_uuid" uuid null,
      "done_at" timestamptz null, "done_on" date null, "override_kind" varchar(10) null, "override_due_date" date null,
      "override_reason" varchar(500) null, "override_at" timestamptz null, "override_by" uuid null, "due_date" date not null,
      "cycle_started_at" timestamptz not null, primary key ("uuid"));`);
    await this.execute(`create index "recall_company_id_index" on "recall" ("company_id");`);
    await this.execute(`create index "recall_patient_uuid_index" on "recall" ("patient_uuid");`);
    await this.execute(`create index "recall_company_due_index" on "recall" ("company_id", "due_date");`);
    await this.execute(`alter table "recall" add constraint "recall_type_patient_unique" unique ("recall_type_uuid", "patient_uuid");`);
    await this.execute(`alter table "recall" add constraint "recall_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    await this.execute(`alter table "recall" add constraint "recall_recall_type_uuid_foreign" foreign key ("recall_type_uuid") references "recall_type" ("uuid") on delete restrict;`);

    await this.execute(`create table "recall_attempt" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null,
      "recall_uuid" uuid not null, "channel" varchar(10) not null, "outcome" varchar(20) not null, "note" text null, "user_uuid" uuid null,
      primary key ("uuid"));`);
    await this.execute(`create index "recall_attempt_company_id_index" on "recall_attempt" ("company_id");`);
    await this.execute(`create index "recall_attempt_recall_index" on "recall_attempt" ("recall_uuid", "created_at");`);
    await this.execute(`alter table "recall_attempt" add constraint "recall_attempt_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    await this.execute(`alter table "recall_attempt" add constraint "recall_attempt_recall_uuid_foreign" foreign key ("recall_uuid") references "recall" ("uuid") on delete restrict;`);

    // The read model of other modules' events (projection/recall-events.ts).
    await this.execute(`create table "recall_treatment" ("item_uuid" uuid not null primary key, "company_id" int not null, "patient_uuid" uuid not null,
      "appointment_uuid" uuid not null, "branch_uuid" uuid not null, "service_uuid" uuid not null, "treated_at" timestamptz not null,
      "treated_on" date not null, "invalidated" boolean not null);`);
    await this.execute(`create index "recall_treatment_patient_index" on "recall_treatment" ("company_id", "patient_uuid");`);
    await this.execute(`create table "recall_appointment" ("appointment_uuid" uuid not null primary key, "company_id" int not null,
      "patient_uuid" uuid not null, "service_uuid" uuid null, "time_from" timestamptz null, "status" smallint not null, "deleted" boolean not null,
      "version" int not null);`);
    // "Booked": a patient's coming appointments with a service, by start.
    await this.execute(`create index "recall_appointment_patient_index" on "recall_appointment" ("company_id", "patient_uuid", "time_from")
      include ("service_uuid", "status") where not "deleted" and "service_uuid" is not null;`);
    await this.execute(`create table "recall_merged_patient" ("merged_uuid" uuid not null primary key, "company_id" int not null, "kept_uuid" uuid not null);`);

    await rebuildRecalls(this.getEntityManager() as unknown as EntityManager);
  }

  override async down(): Promise<void> {
    for (const table of ['recall_merged_patient', 'recall_appointment', 'recall_treatment', 'recall_attempt', 'recall', 'recall_type']) {
      await this.execute(`drop table if exists "${table}" cascade;`);
    }
  }
}
