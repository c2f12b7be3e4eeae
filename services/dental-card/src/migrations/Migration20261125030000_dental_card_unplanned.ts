import { Migration } from '@mikro-orm/migrations';

/**
 * A procedure whose plan is deleted goes back to a diagnosis but keeps when it was planned:
 * `unplanned_at` closes that period, so the card replayed inside it still shows it planned.
 */
export class Migration20261125030000_dental_card_unplanned extends Migration {
  override name = 'Migration20261125030000_dental_card_unplanned';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tooth_map_item" add column "unplanned_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tooth_map_item" drop column "unplanned_at";`);
  }
}
