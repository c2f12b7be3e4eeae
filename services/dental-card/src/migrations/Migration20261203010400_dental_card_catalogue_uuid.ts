import { Migration } from '@mikro-orm/migrations';

/**
 * An item keeps settings' tooth status and service by uuid (read through settings_v1.tooth_status_ref
 * and settings_v1.service_offer): the dental card holds no foreign key into settings' tables
 * (docs/decisions.md, "Events between modules"). The data does not move.
 */
export class Migration20261203010400_dental_card_catalogue_uuid extends Migration {
  override name = 'Migration20261203010400_dental_card_catalogue_uuid';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tooth_map_item" drop constraint "tooth_map_item_service_uuid_foreign";`);
    this.addSql(`alter table "tooth_map_item" drop constraint "tooth_map_item_status_uuid_foreign";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tooth_map_item" add constraint "tooth_map_item_service_uuid_foreign" foreign key ("service_uuid") references "service" ("uuid") on delete restrict;`);
    this.addSql(`alter table "tooth_map_item" add constraint "tooth_map_item_status_uuid_foreign" foreign key ("status_uuid") references "tooth_status" ("uuid") on delete restrict;`);
  }
}
