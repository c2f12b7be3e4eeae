import { Migration } from '@mikro-orm/migrations';

/**
 * Patient alerts and merges: the medical alert note, the triggered answers of each questionnaire's
 * latest fill (filled in here from the fills already stored), and the pointer a merged card keeps
 * to the card it was merged into.
 */

export class Migration20261125030000_patients_alerts_merge extends Migration {

  override name = 'Migration20261125030000_patients_alerts_merge';

  override up(): void | Promise<void> {
    this.addSql(`alter table "patient" add column "medical_alert" text null, add column "flagged_answers" jsonb not null default '[]', add column "merged_into" uuid null;`);
    this.addSql(`update "patient" p set "flagged_answers" = f.answers from (
      select latest.patient_uuid, jsonb_agg(answer order by latest.created_at desc) as answers
      from (select distinct on (t.patient_uuid, t.questionnaire_uuid) t.patient_uuid, t.created_at, t.answers
            from "patient_test" t where t.deleted_at is null
            order by t.patient_uuid, t.questionnaire_uuid, t.created_at desc, t.uuid desc) latest,
        jsonb_array_elements(latest.answers) answer
      where (answer->>'flagged')::boolean
      group by latest.patient_uuid) f
      where f.patient_uuid = p.uuid;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "patient" drop column "medical_alert", drop column "flagged_answers", drop column "merged_into";`);
  }

}
