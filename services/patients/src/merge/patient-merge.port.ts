import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** One merge, as a participant sees it: the transaction's entity manager and the two cards. */
export interface PatientMergeContext {
  em: EntityManager;
  companyId: number;
  /** The card merged away (soft-deleted afterwards). */
  from: string;
  /** The card kept. */
  into: string;
}

/**
 * A module that keeps rows of a patient outside the patients module (appointments, invoices, the
 * tooth map): it re-points its own rows from the merged card to the kept one, inside the merge's
 * transaction, and says how many moved. The patients module may not import those modules
 * (SERVICE_EDGES in eslint.config.mjs), so they register here at module init instead.
 */
export interface PatientMergeParticipant {
  /** What moved, as the merge's answer and audit name it: `appointments`, `invoices`, … */
  readonly name: string;
  merge(context: PatientMergeContext): Promise<number>;
}

/** The participants of a merge, registered by their modules at init (one instance app-wide). */
@Injectable()
export class PatientMergeRegistry {
  private readonly participants: PatientMergeParticipant[] = [];

  register(participant: PatientMergeParticipant): void {
    if (!this.participants.some((known) => known.name === participant.name)) this.participants.push(participant);
  }

  all(): readonly PatientMergeParticipant[] {
    return this.participants;
  }
}

/**
 * Re-points every row of `table` (deleted ones included: history moves too) from the merged card
 * to the kept one, with a new version so an open edit of a moved row turns stale. For tables whose
 * only tie to the patient is a `patient_uuid` column; returns how many moved.
 */
export async function repointPatientRows({ em, companyId, from, into }: PatientMergeContext, table: string): Promise<number> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  const result = await em
    .getConnection()
    .execute<{ affectedRows: number }>(
      `update "${table}" set "patient_uuid" = ?, "updated_at" = now(), "version" = "version" + 1 where "company_id" = ? and "patient_uuid" = ?`,
      [into, companyId, from],
      'run',
      em.getTransactionContext(),
    );
  return result.affectedRows;
}
