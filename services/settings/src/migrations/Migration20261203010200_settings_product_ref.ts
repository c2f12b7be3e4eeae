import { Migration } from '@mikro-orm/migrations';

/**
 * A product of the price list as the other modules may read it: billing's products used keep the
 * product by uuid and show its name, code, unit and price through this view, not settings' table.
 */
export class Migration20261203010200_settings_product_ref extends Migration {
  override name = 'Migration20261203010200_settings_product_ref';

  override up(): void {
    this.addSql(`create view "settings_v1"."product_ref" as select uuid, company_id, name, sku, unit, price, deleted_at from "product";`);
  }

  override down(): void {
    this.addSql(`drop view "settings_v1"."product_ref";`);
  }
}
