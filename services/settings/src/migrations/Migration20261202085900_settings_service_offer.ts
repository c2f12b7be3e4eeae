import { Migration } from '@mikro-orm/migrations';

/**
 * Online booking (issue 27): what a patient may be shown of a service (its name, minutes and the
 * bottom of its price range) as a published view beside `service_ref`, which keeps its columns.
 */
export class Migration20261202085900_settings_service_offer extends Migration {
  override name = 'Migration20261202085900_settings_service_offer';

  override up(): void {
    this.addSql(`create view "settings_v1"."service_offer" as select uuid, company_id, name, time as duration_minutes, price_from, deleted_at from "service";`);
  }

  override down(): void {
    this.addSql(`drop view "settings_v1"."service_offer";`);
  }
}
