import { Migration } from '@mikro-orm/migrations';
import { sealPersonalCode } from '@dental/server-core';
import { SEARCH_TEXT_SQL } from '../patients/patient.entity.js';

/** Rows sealed per statement: a big clinic's codes go in a few hundred round trips, not one per card. */
const BATCH = 2_000;

/**
 * The personal code at rest: sealed (AES-256-GCM with the installation's key, never stored in the
 * database) beside keyed hashes of the whole code and of its first six digits, which the unique
 * index, the duplicate check and the search use. The plaintext goes, and so does the code in
 * the generated `search_text` (the old column stays, held empty). The published `patient_ref` can no longer carry a plaintext code:
 * it carries the sealed code and its hashes, which a reader opens or matches with
 * @dental/server-core (docs/decisions.md, "Encryption at rest").
 */
export class Migration20261202090000_patients_personal_code_sealed extends Migration {
  override name = 'Migration20261202090000_patients_personal_code_sealed';

  override async up(): Promise<void> {
    await this.execute(`alter table "patient" add column "personal_code_sealed" text null, add column "personal_code_hash" varchar(64) null, add column "personal_code_prefix_hash" varchar(64) null;`);
    for (;;) {
      const rows = await this.execute(
        `select "uuid", "personal_code" from "patient" where "personal_code" is not null and "personal_code_sealed" is null limit ${BATCH}`,
      );
      if (!rows.length) break;
      const sealed = rows.map((row) => ({ uuid: row.uuid as string, ...sealPersonalCode(row.personal_code as string) }));
      const list = (pick: (row: (typeof sealed)[number]) => string | null) => `array[${sealed.map((row) => `'${pick(row)}'`).join(',')}]`;
      await this.execute(`update "patient" p set "personal_code_sealed" = s.sealed, "personal_code_hash" = s.hash, "personal_code_prefix_hash" = s.prefix
        from unnest(${list((r) => r.uuid)}::uuid[], ${list((r) => r.personalCodeSealed)}::text[], ${list((r) => r.personalCodeHash)}::text[], ${list((r) => r.personalCodePrefixHash)}::text[])
          as s(uuid, sealed, hash, prefix)
        where p."uuid" = s.uuid`);
    }
    await this.execute(`drop view "patients_v1"."patient_ref";`);
    await this.execute(`drop index if exists "patient_company_personal_code_unique";`);
    await this.execute(`drop index if exists "patient_company_personal_code_index";`);
    await this.execute(`alter table "patient" drop column "search_text";`);
    // The plaintext column stays, emptied and held empty by a check: an older migration of another
    // module (billing's kept buyer) still reads it when a new database is migrated from scratch.
    await this.execute(`update "patient" set "personal_code" = null where "personal_code" is not null;`);
    await this.execute(`alter table "patient" add constraint "patient_personal_code_sealed_only" check ("personal_code" is null);`);
    await this.execute(`alter table "patient" add column "search_text" text generated always as (${SEARCH_TEXT_SQL}) stored null;`);
    await this.execute(`create index "patient_search_text_trgm" on "patient" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`);
    await this.execute(`create index "patient_company_personal_code_index" on "patient" ("company_id", "personal_code_hash");`);
    await this.execute(`create index "patient_company_personal_code_prefix_index" on "patient" ("company_id", "personal_code_prefix_hash");`);
    await this.execute(`create unique index "patient_company_personal_code_unique" on "patient" ("company_id", "personal_code_hash")
      where "deleted_at" is null and "personal_code_hash" is not null and not "personal_code_shared";`);
    await this.execute(`create view "patients_v1"."patient_ref" as
      select uuid, company_id, first_name, last_name, phone, personal_code_sealed, personal_code_hash, personal_code_prefix_hash,
        communication_language, medical_alert, insurance_expiration, flagged_answers, deleted_at
      from "patient";`);
  }
}
