import { Injectable } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { EntityManager } from '@mikro-orm/postgresql';
import { openBytes, sealBytes, tenantCompanyId } from '@dental/server-core';
import { ImportFileChunk } from './import-file-chunk.entity.js';

/** The size of one stored piece: large enough for few rows, small enough that a read holds one at a time. */
export const CHUNK_BYTES = 1024 * 1024;

/** sealBytes' purpose for an upload's pieces. */
const PURPOSE = 'import_file';

/**
 * An import's uploaded bytes in the database (import-file-chunk.entity.ts), each piece sealed
 * (AES-256-GCM, server-core's sealBytes: an upload of patients holds their personal codes, which no
 * dump or backup may hold in plaintext): written piece by piece
 * from the upload's temporary file, read back as a stream one piece at a time, deleted for good
 * once the import is finished or undone. Plain statements: a piece is bytes, never an entity to
 * track, and it names the tenant's company itself.
 */
@Injectable()
export class ImportFileStore {
  constructor(private readonly em: EntityManager) {}

  /** Copies the file at `path` into the import's pieces, in the caller's transaction. */
  async save(importUuid: string, path: string): Promise<void> {
    const companyId = tenantCompanyId(this.em);
    let seq = 0;
    for await (const piece of createReadStream(path, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
      await this.em
        .getConnection()
        .execute(
          `insert into "import_file_chunk" ("company_id", "import_uuid", "seq", "bytes") values (?, ?, ?, ?)`,
          [companyId, importUuid, seq++, sealBytes(piece, PURPOSE)],
          'run',
          this.em.getTransactionContext(),
        );
    }
  }

  /** The import's bytes as a stream, read one piece at a time. */
  open(importUuid: string): Readable {
    const companyId = tenantCompanyId(this.em);
    const connection = this.em.getConnection();
    async function* pieces(): AsyncGenerator<Buffer> {
      for (let seq = 0; ; seq++) {
        const [row] = await connection.execute<{ bytes: Buffer }[]>(
          `select "bytes" from "import_file_chunk" where "company_id" = ? and "import_uuid" = ? and "seq" = ?`,
          [companyId, importUuid, seq],
        );
        if (!row) return;
        yield openBytes(row.bytes, PURPOSE);
      }
    }
    return Readable.from(pieces(), { objectMode: false });
  }

  /** Deletes the bytes for good (a finished or undone import keeps none). */
  async remove(importUuid: string): Promise<void> {
    await this.em.nativeDelete(ImportFileChunk, { dataImport: importUuid });
  }
}
