import type { EntityManager } from '@mikro-orm/postgresql';
import { personalCodeColumns, rotateSealedColumn, type SealedColumn } from '@dental/server-core';

/** The card's personal code as the key rotation reads it: sealed, with the whole code's and the first six digits' hashes. */
export const patientSealedColumns: SealedColumn[] = [personalCodeColumns('patient', 'personal_code_hash', 'personal_code_prefix_hash')];

/**
 * The patients' part of `npm run keys:rotate` (server-core's rotateSealedColumn): every card's code
 * sealed by another key than today's sealing key is sealed again, and while DATA_HASH_KEY_PREVIOUS
 * is set its hashes are made again under DATA_HASH_KEY. Answers how many codes were sealed again.
 */
export async function resealPersonalCodes(em: EntityManager): Promise<number> {
  let resealed = 0;
  for (const column of patientSealedColumns) resealed += (await rotateSealedColumn(em, column)).resealed;
  return resealed;
}
