import { Migration } from '@mikro-orm/migrations';

/**
 * A questionnaire fill keeps settings' questionnaire by uuid (named through
 * settings_v1.questionnaire_ref): the patients module holds no foreign key into settings'
 * questionnaire table (docs/decisions.md, "Events between modules"). The data does not move.
 */
export class Migration20261203010100_patients_questionnaire_uuid extends Migration {
  override name = 'Migration20261203010100_patients_questionnaire_uuid';

  override up(): void | Promise<void> {
    this.addSql(`alter table "patient_test" drop constraint "patient_test_questionnaire_uuid_foreign";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "patient_test" add constraint "patient_test_questionnaire_uuid_foreign" foreign key ("questionnaire_uuid") references "questionnaire" ("uuid") on delete restrict;`);
  }
}
