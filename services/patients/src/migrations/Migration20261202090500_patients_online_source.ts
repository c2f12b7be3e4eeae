import { Migration } from '@mikro-orm/migrations';

/** Online booking (issue 27): a card the patient's own booking created is flagged "from online booking" for the desk to check. */
export class Migration20261202090500_patients_online_source extends Migration {
  override name = 'Migration20261202090500_patients_online_source';

  override up(): void {
    this.addSql(`alter table "patient" add column "source" varchar(20) null;`);
  }

  override down(): void {
    this.addSql(`alter table "patient" drop column "source";`);
  }
}
