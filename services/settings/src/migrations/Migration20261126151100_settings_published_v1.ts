import { Migration } from '@mikro-orm/migrations';

/**
 * What the settings module publishes to the others, version 1 (services/settings/src/published.ts
 * lists the columns): read-only views in the schema `settings_v1`. A change of a view's columns is
 * a new version beside this one, never an edit.
 */
export class Migration20261126151100_settings_published_v1 extends Migration {
  override name = 'Migration20261126151100_settings_published_v1';

  override up(): void {
    this.addSql(`create schema if not exists "settings_v1";`);
    this.addSql(`create view "settings_v1"."room_ref" as select uuid, company_id, branch_uuid, name, color, hidden, sort_order, deleted_at from "room";`);
    this.addSql(`create view "settings_v1"."service_ref" as select uuid, company_id, name, sku, deleted_at from "service";`);
    this.addSql(`create view "settings_v1"."branch_settings_ref" as
      select branch_uuid, company_id, calendar_room_count, planner_room_count, deleted_at from "branch_settings";`);
    this.addSql(`create view "settings_v1"."tooth_status_ref" as
      select uuid, company_id, name, category, color, diagnostic_name, scheduled_name, cure_name, has_surface, display_type, icon_text, deleted_at
      from "tooth_status";`);
  }

  override down(): void {
    this.addSql(`drop schema if exists "settings_v1" cascade;`);
  }
}
