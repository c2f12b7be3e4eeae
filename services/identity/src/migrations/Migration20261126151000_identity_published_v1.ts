import { Migration } from '@mikro-orm/migrations';

/**
 * What the identity module publishes to the others, version 1 (services/identity/src/published.ts
 * lists the columns): read-only views in the schema `identity_v1`, so another module reads names
 * and zones without naming identity's tables, and identity may change its tables behind them.
 * A change of a view's columns is a new version (`identity_v2`) beside this one, never an edit.
 */
export class Migration20261126151000_identity_published_v1 extends Migration {
  override name = 'Migration20261126151000_identity_published_v1';

  override up(): void {
    this.addSql(`create schema if not exists "identity_v1";`);
    this.addSql(`create view "identity_v1"."branch_ref" as select uuid, company_id, name, time_zone, deleted_at from "branch";`);
    this.addSql(`create view "identity_v1"."user_ref" as select uuid, company_id, first_name, last_name, color, deleted_at from "user";`);
    this.addSql(`create view "identity_v1"."speciality_ref" as select uuid, company_id, name, deleted_at from "speciality";`);
    this.addSql(`create view "identity_v1"."user_position_type" as
      select distinct up.user_uuid, p.company_id, p.type from "user_positions" up join "position" p on p.uuid = up.position_uuid where p.deleted_at is null;`);
  }

  override down(): void {
    this.addSql(`drop schema if exists "identity_v1" cascade;`);
  }
}
