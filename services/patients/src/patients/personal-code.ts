import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PatientDuplicateDetails } from '@dental/contracts';
import { ApiException, personalCodeHashes } from '@dental/server-core';
import { PERSONAL_CODE_UNIQUE, Patient } from './patient.entity.js';
import { toPatientListItem } from './patient.mapper.js';

/**
 * A personal code identifies one person in a company (docs/decisions.md, "Patients API"). A new
 * card, or a card whose code changes, is refused when another live card has that code: 409
 * PATIENT_PERSONAL_CODE_TAKEN naming the first such card (`details.patients`, for a link to it).
 * The unique partial index PERSONAL_CODE_UNIQUE is the guarantee between concurrent saves; this
 * read only words the refusal.
 */
export async function refuseTakenCode(em: EntityManager, code: string | null, self?: string): Promise<void> {
  if (!code) return;
  const holder = await em.findOne(
    Patient,
    { personalCodeHash: { $in: personalCodeHashes(code) }, ...(self ? { uuid: { $ne: self } } : {}) },
    { populate: ['doctor'], orderBy: { createdAt: 'asc', uuid: 'asc' } },
  );
  if (!holder) return;
  const params = { name: `${holder.firstName} ${holder.lastName}` };
  throw new ApiException(409, 'PATIENT_PERSONAL_CODE_TAKEN', { personal_code: { key: 'PATIENT_PERSONAL_CODE_TAKEN', params } }, params, {
    patients: [toPatientListItem(holder)],
  } satisfies PatientDuplicateDetails);
}

/**
 * Flushes a card whose code was checked with refuseTakenCode. A concurrent save that took the code
 * in between trips the unique index: that is answered as the same refusal, read on a fork (this
 * unit of work is spent).
 */
export async function flushHoldingCode(em: EntityManager, code: string | null, self?: string): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && error.message.includes(PERSONAL_CODE_UNIQUE)) await refuseTakenCode(em.fork(), code, self);
    throw error;
  }
}

/**
 * Cards that shared a code before the rule are flagged and stay out of the index. When the card
 * holding a code leaves it (deleted, merged, its code changed), the earliest flagged card left takes
 * the code over, so the index covers it again. A plain update: the card's version stays, as no one
 * edited it.
 */
export async function reclaimPersonalCode(em: EntityManager, code: string | null): Promise<void> {
  if (!code) return;
  const cards = await em.find(Patient, { personalCodeHash: { $in: personalCodeHashes(code) } }, { fields: ['uuid', 'personalCodeShared'], orderBy: { createdAt: 'asc', uuid: 'asc' } });
  if (!cards.length || cards.some((card) => !card.personalCodeShared)) return;
  await em.nativeUpdate(Patient, { uuid: cards[0].uuid }, { personalCodeShared: false });
}
