import type { EntityManager } from '@mikro-orm/postgresql';
import { logger } from '../logging/logger.js';
import { dataKeys } from './data-keys.js';
import { openText, sealText } from './sealed-text.js';

/**
 * A column of a module's own table that holds sealText values (and, beside it, keyed hashes made
 * from the opened value), which `npm run keys:rotate` seals again with today's sealing key and
 * re-hashes with today's hash key. A module lists its columns in its DomainModule (`sealedColumns`);
 * the rotation only ever touches those, so no module's table is written by another.
 */
export interface SealedColumn {
  table: string;
  /** The sealed column (text, `<key id>:<base64>`). */
  column: string;
  /** sealText's purpose for the column's values. */
  purpose: string;
  /** Hash columns beside it, each made from the opened value under today's hash key. */
  hashes?: Record<string, (plain: string) => string>;
  /** A statement run first in each batch's transaction (e.g. to let a trigger pass a re-seal of a signed row). */
  prelude?: string;
}

export interface SealedColumnRotation {
  table: string;
  column: string;
  /** Values sealed again (they were sealed by another key than today's). */
  resealed: number;
  /** Rows whose hashes were made again (they were made by another hash key than today's). */
  rehashed: number;
  /** Values no key of this server opens: left as they are, and logged (readPersonalCode reads them as unavailable). */
  unreadable: number;
}

const BATCH = 1_000;

/** A Postgres array literal of values that hold no quote or backslash (uuids, hex, base64 with its key id). */
const arrayLiteral = (values: readonly string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

/**
 * Seals again every value of a column sealed by an older key, and, while DATA_HASH_KEY_PREVIOUS is
 * set, makes its hashes again under today's DATA_HASH_KEY: in batches of BATCH rows, each in a
 * transaction of its own that locks only its rows, walked by uuid so a stop and a second run pick
 * up where the first left. Meanwhile readers open either key's values and look up either hash key's
 * hashes (keyedHashes), so searches find every row during the rotation. A run with no old key and
 * no previous hash key left has nothing to do and reads only the rows sealed by an old key.
 */
export async function rotateSealedColumn(em: EntityManager, spec: SealedColumn): Promise<SealedColumnRotation> {
  const keys = dataKeys();
  const current = `${keys.sealing.id}:`;
  const hashColumns = Object.keys(spec.hashes ?? {});
  const rehashing = keys.previousHash !== null && hashColumns.length > 0;
  const outcome: SealedColumnRotation = { table: spec.table, column: spec.column, resealed: 0, rehashed: 0, unreadable: 0 };
  const q = (name: string) => `"${name}"`;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await em.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const context = tx.getTransactionContext();
      if (spec.prelude) await connection.execute(spec.prelude, [], 'run', context);
      const read = await connection.execute<Record<string, string>[]>(
        `select "uuid", ${q(spec.column)} as "sealed"${hashColumns.map((column) => `, ${q(column)}`).join('')} from ${q(spec.table)}
         where ${q(spec.column)} is not null and "uuid" > ?${rehashing ? '' : ` and left(${q(spec.column)}, ?) <> ?`}
         order by "uuid" limit ${BATCH} for update`,
        rehashing ? [after] : [after, current.length, current],
        'all',
        context,
      );
      const changed: Record<string, string>[] = [];
      for (const row of read) {
        let plain: string;
        try {
          plain = openText(row.sealed, spec.purpose);
        } catch (error) {
          outcome.unreadable++;
          logger.error({ msg: `keys:rotate: a value of ${spec.table}.${spec.column} sealed under key "${row.sealed.slice(0, row.sealed.indexOf(':'))}" opens with no key of DATA_ENCRYPTION_KEYS; left as it is`, uuid: row.uuid, reason: (error as Error).message });
          continue;
        }
        const sealed = row.sealed.startsWith(current) ? row.sealed : sealText(plain, spec.purpose);
        const hashes = Object.fromEntries(Object.entries(spec.hashes ?? {}).map(([column, hash]) => [column, hash(plain)]));
        const rehashed = hashColumns.some((column) => hashes[column] !== row[column]);
        if (sealed === row.sealed && !rehashed) continue;
        if (sealed !== row.sealed) outcome.resealed++;
        if (rehashed) outcome.rehashed++;
        changed.push({ uuid: row.uuid, sealed, ...hashes });
      }
      if (changed.length) {
        const columns = [spec.column, ...hashColumns];
        await connection.execute(
          `update ${q(spec.table)} t set ${columns.map((column, i) => `${q(column)} = s.c${i}`).join(', ')}
           from unnest(?::uuid[]${columns.map(() => ', ?::text[]').join('')}) as s(uuid${columns.map((_, i) => `, c${i}`).join('')})
           where t."uuid" = s.uuid`,
          [arrayLiteral(changed.map((row) => row.uuid)), arrayLiteral(changed.map((row) => row.sealed)), ...hashColumns.map((column) => arrayLiteral(changed.map((row) => row[column])))],
          'run',
          context,
        );
      }
      return read;
    });
    if (rows.length < BATCH) return outcome;
    after = rows[rows.length - 1].uuid;
  }
}

/** `npm run keys:rotate`: every module's sealed columns, one after another; answers what each column needed. */
export async function rotateDataKeys(em: EntityManager, modules: readonly { sealedColumns?: SealedColumn[] }[]): Promise<SealedColumnRotation[]> {
  const outcomes: SealedColumnRotation[] = [];
  for (const module of modules) for (const column of module.sealedColumns ?? []) outcomes.push(await rotateSealedColumn(em, column));
  return outcomes;
}
