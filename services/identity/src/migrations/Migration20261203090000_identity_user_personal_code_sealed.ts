import { Migration } from '@mikro-orm/migrations';
import { sealPersonalCode } from '@dental/server-core';

/** Rows sealed per statement. */
const BATCH = 2_000;

/**
 * A staff member's personal code at rest, as a patient's (issue 28): sealed with the installation's
 * key beside the whole code's keyed hash (the staff list's search by code), and the plaintext
 * column dropped, so a dump or a backup of the database holds no staff code either.
 */
export class Migration20261203090000_identity_user_personal_code_sealed extends Migration {
  override name = 'Migration20261203090000_identity_user_personal_code_sealed';

  override async up(): Promise<void> {
    await this.execute(`alter table "user" add column "personal_code_sealed" text null, add column "personal_code_hash" varchar(64) null;`);
    for (;;) {
      const rows = await this.execute(`select "uuid", "personal_code" from "user" where "personal_code" is not null and "personal_code_sealed" is null limit ${BATCH}`);
      if (!rows.length) break;
      const sealed = rows.map((row) => ({ uuid: row.uuid as string, ...sealPersonalCode(row.personal_code as string) }));
      const list = (pick: (row: (typeof sealed)[number]) => string | null) => `array[${sealed.map((row) => `'${pick(row)}'`).join(',')}]`;
      await this.execute(`update "user" u set "personal_code_sealed" = s.sealed, "personal_code_hash" = s.hash
        from unnest(${list((r) => r.uuid)}::uuid[], ${list((r) => r.personalCodeSealed)}::text[], ${list((r) => r.personalCodeHash)}::text[]) as s(uuid, sealed, hash)
        where u."uuid" = s.uuid`);
    }
    await this.execute(`alter table "user" drop column "personal_code";`);
    await this.execute(`create index "user_company_personal_code_index" on "user" ("company_id", "personal_code_hash");`);
  }
}
