import { Migration } from '@mikro-orm/migrations';
import { sealText } from '@dental/server-core';

const PURPOSE = 'consent_form_text';
const BATCH = 500;

/** The immutability trigger's columns: what a signed form may never change. */
const FINAL = `"language", "template_uuid", "plan_uuid", "signed_at", "signer_name", "representative_name", "representative_relation",
  "patient_signature", "staff_signature", "signed_by_uuid", "device", "content_sha256", "pdf", "pdf_sha256", "document_uuid", "deleted_at"`;
const of = (row: 'new' | 'old') => FINAL.split(',').map((column) => `${row}.${column.trim()}`).join(', ');

/**
 * A consent form's filled text at rest (issue 28): it holds the patient's name and personal code,
 * so it is sealed like the card's code (server-core's sealText, purpose `consent_form_text`) and the
 * plaintext column goes. The trigger that keeps a signed form final now guards `text_sealed`: it may
 * change only inside a transaction that set `dental.resealing` (this migration, `npm run keys:rotate`),
 * which seal the same text again; the form's content hash, made from the text at signing, still
 * proves what was signed.
 */
export class Migration20261203090100_consent_form_text_sealed extends Migration {
  override name = 'Migration20261203090100_consent_form_text_sealed';

  override async up(): Promise<void> {
    await this.execute(`alter table "consent_form" add column "text_sealed" text null;`);
    await this.execute(`create or replace function "consent_form_signed_is_final"() returns trigger language plpgsql as $$
      begin
        if old."signed_at" is not null and (
          (${of('new')}) is distinct from (${of('old')})
          or (new."text_sealed" is distinct from old."text_sealed" and old."text_sealed" is not null and coalesce(current_setting('dental.resealing', true), '') <> 'on')
        ) then
          raise exception 'consent form % is signed and cannot change', old."uuid" using errcode = 'check_violation';
        end if;
        return new;
      end $$;`);
    for (;;) {
      const rows = await this.execute(`select "uuid", "text" from "consent_form" where "text_sealed" is null limit ${BATCH}`);
      if (!rows.length) break;
      const sealed = rows.map((row) => ({ uuid: row.uuid as string, sealed: sealText(row.text as string, PURPOSE) }));
      await this.execute(`update "consent_form" f set "text_sealed" = s.sealed
        from unnest(array[${sealed.map((row) => `'${row.uuid}'`).join(',')}]::uuid[], array[${sealed.map((row) => `'${row.sealed}'`).join(',')}]::text[]) as s(uuid, sealed)
        where f."uuid" = s.uuid`);
    }
    await this.execute(`alter table "consent_form" drop column "text";`);
    await this.execute(`alter table "consent_form" alter column "text_sealed" set not null;`);
  }
}
