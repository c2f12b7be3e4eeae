import { Migration } from '@mikro-orm/migrations';

/**
 * The signed plan is frozen (issue 24): approval stores what the patient saw (phases, lines, prices,
 * the insurer's part, totals, signer, signature, time) in `approved_snapshot`. Once written it never
 * changes: the trigger refuses any other value, whatever code tries.
 */
export class Migration20261127174700_dental_card_plan_snapshot extends Migration {
  override name = 'Migration20261127174700_dental_card_plan_snapshot';

  override up(): void | Promise<void> {
    this.addSql(`alter table "treatment_plan" add column "approved_snapshot" jsonb null;`);
    this.addSql(`create or replace function "treatment_plan_snapshot_frozen"() returns trigger language plpgsql as $$
begin
  if old."approved_snapshot" is not null and new."approved_snapshot" is distinct from old."approved_snapshot" then
    raise exception 'treatment plan %: the approved snapshot never changes', old."uuid" using errcode = 'check_violation';
  end if;
  return new;
end $$;`);
    this.addSql(`create trigger "treatment_plan_snapshot_frozen" before update of "approved_snapshot" on "treatment_plan" for each row execute function "treatment_plan_snapshot_frozen"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "treatment_plan_snapshot_frozen" on "treatment_plan";`);
    this.addSql(`drop function if exists "treatment_plan_snapshot_frozen"();`);
    this.addSql(`alter table "treatment_plan" drop column "approved_snapshot";`);
  }
}
