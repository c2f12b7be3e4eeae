import { Migration } from '@mikro-orm/migrations';
import { sealBytes, sealText } from '@dental/server-core';

/**
 * An import's upload at rest (issue 28): the preview rows kept for the mapping screen and the
 * file's stored pieces hold what the file holds (names, personal codes), so both are sealed with
 * the installation's key (server-core's sealText and sealBytes, as the import now writes them) and
 * the plaintext preview column goes. Pieces exist only until an import is finished or undone, so
 * few are converted, one at a time (a piece is up to a megabyte).
 */
export class Migration20261203090200_imports_sealed extends Migration {
  override name = 'Migration20261203090200_imports_sealed';

  override async up(): Promise<void> {
    await this.execute(`alter table "data_import" add column "preview_sealed" text null;`);
    for (;;) {
      const rows = await this.execute(`select "uuid", "preview"::text as "preview" from "data_import" where "preview_sealed" is null limit 500`);
      if (!rows.length) break;
      const sealed = rows.map((row) => ({ uuid: row.uuid as string, sealed: sealText(row.preview as string, 'import_preview') }));
      await this.execute(`update "data_import" d set "preview_sealed" = s.sealed
        from unnest(array[${sealed.map((row) => `'${row.uuid}'`).join(',')}]::uuid[], array[${sealed.map((row) => `'${row.sealed}'`).join(',')}]::text[]) as s(uuid, sealed)
        where d."uuid" = s.uuid`);
    }
    await this.execute(`alter table "data_import" drop column "preview";`);
    await this.execute(`alter table "data_import" alter column "preview_sealed" set not null;`);
    const pieces = await this.execute(`select "uuid" from "import_file_chunk" order by "uuid"`);
    for (const { uuid } of pieces) {
      const [piece] = await this.execute(`select "bytes" from "import_file_chunk" where "uuid" = ?`, [uuid]);
      await this.execute(`update "import_file_chunk" set "bytes" = ? where "uuid" = ?`, [sealBytes(piece.bytes as Buffer, 'import_file'), uuid]);
    }
  }
}
