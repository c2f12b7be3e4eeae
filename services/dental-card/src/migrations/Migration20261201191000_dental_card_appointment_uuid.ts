import { Migration } from '@mikro-orm/migrations';

/**
 * A treated item keeps the calendar's appointment by uuid (read through calendar_v1.appointment_ref):
 * the dental card holds no foreign key into calendar's appointment table (docs/decisions.md, "Events
 * between modules"). From here on the module keeps its schema snapshot (.snapshot-dental-card.json)
 * like the others, so `migration:create dental-card` writes only what its entities change.
 */
export class Migration20261201191000_dental_card_appointment_uuid extends Migration {
  override name = 'Migration20261201191000_dental_card_appointment_uuid';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tooth_map_item" drop constraint "tooth_map_item_appointment_uuid_foreign";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tooth_map_item" add constraint "tooth_map_item_appointment_uuid_foreign" foreign key ("appointment_uuid") references "appointment" ("uuid") on delete restrict;`);
  }
}
