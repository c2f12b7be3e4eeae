import { Migration } from '@mikro-orm/migrations';

/**
 * A questionnaire as the other modules may read it (its name and how often it is due): the patients'
 * fills keep the questionnaire by uuid and name it through this view, not settings' table.
 */
export class Migration20261203010000_settings_questionnaire_ref extends Migration {
  override name = 'Migration20261203010000_settings_questionnaire_ref';

  override up(): void {
    this.addSql(`create view "settings_v1"."questionnaire_ref" as select uuid, company_id, name, regularity, deleted_at from "questionnaire";`);
  }

  override down(): void {
    this.addSql(`drop view "settings_v1"."questionnaire_ref";`);
  }
}
