import type { EntityManager } from '@mikro-orm/postgresql';
import { dataKeys, openPersonalCode, sealPersonalCode } from '@dental/server-core';

const BATCH = 1_000;

/** A Postgres array literal of values that hold no quote or backslash (uuids, base64 with its key id). */
const arrayLiteral = (values: readonly string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

/**
 * The key rotation (`npm run keys:rotate`): every personal code sealed by another key than today's
 * sealing key (the first of DATA_ENCRYPTION_KEYS) is opened with its own key and sealed again, in
 * batches of its own transaction, so a big clinic's rotation neither holds one long lock nor starts
 * over when stopped. The hashes stay (DATA_HASH_KEY is not rotated by this). Answers how many were
 * sealed again; once it answers and no old key is needed, the old key may leave the environment.
 */
export async function resealPersonalCodes(em: EntityManager): Promise<number> {
  const current = `${dataKeys().sealing.id}:`;
  let total = 0;
  for (;;) {
    const done = await em.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const rows = await connection.execute<{ uuid: string; sealed: string }[]>(
        `select "uuid", "personal_code_sealed" as "sealed" from "patient" where "personal_code_sealed" is not null and left("personal_code_sealed", ?) <> ? limit ${BATCH} for update`,
        [current.length, current],
        'all',
        tx.getTransactionContext(),
      );
      if (!rows.length) return 0;
      await connection.execute(
        `update "patient" p set "personal_code_sealed" = s.sealed from unnest(?::uuid[], ?::text[]) as s(uuid, sealed) where p."uuid" = s.uuid`,
        [arrayLiteral(rows.map((row) => row.uuid)), arrayLiteral(rows.map((row) => sealPersonalCode(openPersonalCode(row.sealed)).personalCodeSealed as string))],
        'run',
        tx.getTransactionContext(),
      );
      return rows.length;
    });
    total += done;
    if (done < BATCH) return total;
  }
}
