import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, ref, type FilterQuery } from '@mikro-orm/postgresql';
import type { PatientAuditChanges, PatientDuplicateDetails, PatientEdit, PatientExportQuery, PatientListItem, PatientWarning } from '@dental/contracts';
import { Branch, User } from '@dental/identity';
import { ApiException, badRequest, notFound, personalCodeHashes } from '@dental/server-core';
import type { z } from 'zod';
import type { patientCreateSchema, patientEditSchema } from '@dental/contracts';
import { diffSnapshots, patientSnapshot } from '../audit/patient-changes.js';
import { fold } from '../search/fold.js';
import { codeProbe, searchTerms } from '../search/search-terms.js';
import { Patient } from './patient.entity.js';
import { applyPlainFields } from './patient-fields.js';
import { toPatientListItem as listItemOf } from './patient.mapper.js';
import { checkPersonalCode, reconcileBirthDate } from './patient-rules.js';
import { flushHoldingCode, reclaimPersonalCode, refuseTakenCode } from './personal-code.js';

type CreateBody = z.output<typeof patientCreateSchema>;
type EditBody = z.output<typeof patientEditSchema>;

export interface SavedPatient {
  patient: Patient;
  warnings: PatientWarning[];
  /** An edit's changed fields, before and after, for the audit trail. */
  changes?: PatientAuditChanges;
}

/** What a card is compared on for duplicates; `uuid` (the card itself) is left out of the matches. */
export interface DuplicateProbe {
  uuid?: string;
  personalCode: string | null;
  dob: string | null;
  firstName: string;
  lastName: string;
}

const duplicateWarning = (patients: PatientListItem[]): PatientWarning[] => (patients.length ? [{ code: 'DUPLICATE', patients }] : []);

/** 409 PATIENT_DUPLICATE naming the matched cards, unless the user confirmed saving anyway. */
function stopOnDuplicates(patients: PatientListItem[], confirmed: boolean | undefined): void {
  if (!patients.length || confirmed) return;
  const names = patients.map((p) => `${p.first_name} ${p.last_name}${p.personal_code ? ` (${p.personal_code})` : ''}`).join(', ');
  throw new ApiException(409, 'PATIENT_DUPLICATE', undefined, { names }, { patients } satisfies PatientDuplicateDetails);
}

const CARD_POPULATE = ['doctor', 'helpers', 'branches'] as const;
const DUPLICATES_SHOWN = 10;
const SHARED_CODES_SHOWN = 200;

/** The patient card of the request's company (the tenant filter scopes every query here). */
@Injectable()
export class PatientService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Another company's (or a deleted) patient is simply not found; a card merged into another
   * answers its 404 with `details.merged_into`, so a stale link can lead to the kept card.
   */
  async get(uuid: string): Promise<Patient> {
    const patient = await this.em.findOne(Patient, { uuid }, { populate: CARD_POPULATE });
    if (!patient) {
      const merged = await this.em.findOne(Patient, { uuid, mergedInto: { $ne: null } }, { filters: { softDelete: false } });
      throw merged?.mergedInto ? new ApiException(404, 'NOT_FOUND', undefined, {}, { merged_into: merged.mergedInto }) : notFound();
    }
    return patient;
  }

  /** The patient without its relations, for the tabs that only need to know it exists. */
  async exists(uuid: string): Promise<Patient> {
    const patient = await this.em.findOne(Patient, { uuid });
    if (!patient) throw notFound();
    return patient;
  }

  /** A card that may still be changed: an erased one is locked (409 PATIENT_ERASED). */
  async editable(uuid: string): Promise<Patient> {
    const patient = await this.exists(uuid);
    if (patient.erasedAt) throw new ApiException(409, 'PATIENT_ERASED');
    return patient;
  }

  async create(body: CreateBody): Promise<SavedPatient> {
    const code = checkPersonalCode(body.personal_code);
    const dob = reconcileBirthDate(body.dob ?? null, code.birthDate, body.dob ? 'dob' : 'personal_code');
    const duplicates = await this.duplicatesOf({ personalCode: code.normalized, dob, firstName: body.first_name, lastName: body.last_name });
    // After the look-alikes: a code saved by someone else meanwhile is refused as taken, not as a look-alike.
    await refuseTakenCode(this.em, code.normalized);
    stopOnDuplicates(duplicates, body.confirm_duplicate);
    const patient = this.em.create(Patient, {
      firstName: body.first_name,
      lastName: body.last_name,
    });
    applyPlainFields(patient, body);
    patient.personalCode = code.normalized;
    patient.dob = dob;
    await this.applyLinks(patient, body);
    await flushHoldingCode(this.em, patient.personalCode);
    return { patient: await this.get(patient.uuid), warnings: [...code.warnings, ...duplicateWarning(duplicates)] };
  }

  /**
   * Applies the sent fields; a stale `version` answers 409 VERSION_CONFLICT. A personal code another
   * card holds is refused (409 PATIENT_PERSONAL_CODE_TAKEN); a change of the names or date of birth
   * that makes the card look like another answers 409 PATIENT_DUPLICATE unless `confirm_duplicate`
   * (a duplicate left as it was only warns, also a card that shared its code before the rule).
   */
  async edit(uuid: string, { version, confirm_duplicate, ...body }: EditBody): Promise<SavedPatient> {
    await this.editable(uuid);
    const patient = await this.get(uuid);
    await this.em.lock(patient, LockMode.OPTIMISTIC, version);
    const before = patientSnapshot(patient);
    let warnings: PatientWarning[] = [];
    let personalCode = patient.personalCode;
    let dob = patient.dob;
    if (body.personal_code !== undefined || body.dob !== undefined) {
      const code = checkPersonalCode(body.personal_code === undefined ? patient.personalCode : body.personal_code);
      warnings = code.warnings;
      personalCode = code.normalized;
      dob = reconcileBirthDate(body.dob === undefined ? patient.dob : body.dob, code.birthDate, body.dob !== undefined ? 'dob' : 'personal_code');
    }
    // Asked before anything is applied: the query would otherwise flush the half-made edit.
    const previousCode = patient.personalCode;
    const codeChanged = personalCode !== previousCode;
    const duplicates = await this.duplicatesOf({
      uuid,
      personalCode,
      dob,
      firstName: body.first_name ?? patient.firstName,
      lastName: body.last_name ?? patient.lastName,
    });
    if (codeChanged) await refuseTakenCode(this.em, personalCode, uuid);
    const identityChanged =
      personalCode !== patient.personalCode ||
      dob !== patient.dob ||
      (body.first_name !== undefined && body.first_name !== patient.firstName) ||
      (body.last_name !== undefined && body.last_name !== patient.lastName);
    if (identityChanged) stopOnDuplicates(duplicates, confirm_duplicate);
    applyPlainFields(patient, body);
    patient.personalCode = personalCode;
    // A new code is this card's own: it joins the unique index (a shared one stays listed for merge).
    if (codeChanged) patient.personalCodeShared = false;
    patient.dob = dob;
    await this.applyLinks(patient, body);
    await flushHoldingCode(this.em, personalCode, uuid);
    if (codeChanged) await reclaimPersonalCode(this.em, previousCode);
    const saved = await this.get(uuid);
    return { patient: saved, warnings: [...warnings, ...duplicateWarning(duplicates)], changes: diffSnapshots(before, patientSnapshot(saved)) };
  }

  /** The uuids of the (deleted) cards merged into this one. */
  async mergedInto(uuid: string): Promise<string[]> {
    const merged = await this.em.find(Patient, { mergedInto: uuid }, { fields: ['uuid'], filters: { softDelete: false } });
    return merged.map((patient) => patient.uuid);
  }

  /** Soft delete: history, invoices and links keep pointing at the row. */
  async remove(uuid: string): Promise<void> {
    const patient = await this.exists(uuid);
    patient.deletedAt = new Date();
    await this.em.flush();
    await reclaimPersonalCode(this.em, patient.personalCode);
  }

  /**
   * Live cards that share a personal code (they did before codes became unique), grouped by code,
   * for the desk to merge: at most SHARED_CODES_SHOWN codes, in code order.
   */
  async sharedCodes(): Promise<{ personal_code: string; patients: PatientListItem[] }[]> {
    // Sealed codes have no order in SQL: the flagged cards are read whole and ordered by their opened code.
    const later = await this.em.find(Patient, { personalCodeShared: true, personalCodeHash: { $ne: null } }, { populate: ['doctor'] });
    const codes = [...new Set(later.map((card) => card.personalCode as string))].sort().slice(0, SHARED_CODES_SHOWN);
    if (!codes.length) return [];
    const holders = await this.em.find(Patient, { personalCodeHash: { $in: codes.flatMap(personalCodeHashes) }, personalCodeShared: false }, { populate: ['doctor'] });
    const byAge = (a: Patient, b: Patient) => a.createdAt.getTime() - b.createdAt.getTime() || a.uuid.localeCompare(b.uuid);
    return codes.map((code) => ({
      personal_code: code,
      patients: [...holders, ...later]
        .filter((card) => card.personalCode === code)
        .sort(byAge)
        .map(listItemOf),
    }));
  }

  /** Sets doctor, helpers and branches from the uuids sent; each must be the company's own. */
  async applyLinks(
    patient: Patient,
    body: Pick<PatientEdit, 'doctor_uuid' | 'helper_uuids' | 'branch_uuids'>,
  ): Promise<void> {
    if (body.doctor_uuid !== undefined) {
      patient.doctor = body.doctor_uuid
        ? ref((await this.companyUsers([body.doctor_uuid], 'doctor_uuid'))[0])
        : null;
    }
    if (body.helper_uuids !== undefined) patient.helpers.set(await this.companyUsers(body.helper_uuids, 'helper_uuids'));
    if (body.branch_uuids !== undefined) patient.branches.set(await this.companyBranches(body.branch_uuids));
    // A change of links alone must still bump the card's version (optimistic locking of the tabs).
    if ([body.doctor_uuid, body.helper_uuids, body.branch_uuids].some((value) => value !== undefined)) {
      patient.updatedAt = new Date();
    }
  }

  /** Other patients of the company with the same personal code, or the same name and birth date. */
  async duplicatesOf(card: DuplicateProbe): Promise<PatientListItem[]> {
    const same: FilterQuery<Patient>[] = [];
    if (card.personalCode) same.push({ personalCodeHash: { $in: personalCodeHashes(card.personalCode) } });
    if (card.dob) same.push({ dob: card.dob, sortName: fold(`${card.lastName} ${card.firstName}`) });
    if (!same.length) return [];
    const duplicates = await this.em.find(
      Patient,
      { $or: same, ...(card.uuid ? { uuid: { $ne: card.uuid } } : {}) },
      { populate: ['doctor'], orderBy: { createdAt: 'asc' }, limit: DUPLICATES_SHOWN },
    );
    return duplicates.map(listItemOf);
  }

  private async companyUsers(uuids: string[], field: string): Promise<User[]> {
    const wanted = [...new Set(uuids)];
    if (!wanted.length) return [];
    const users = await this.em.find(User, { uuid: { $in: wanted } });
    if (users.length !== wanted.length) throw badRequest('VALIDATION_FAILED', { [field]: 'unknown_user' });
    // In the order sent: the first of `doctor_uuid` is the doctor.
    return [...users].sort((a, b) => wanted.indexOf(a.uuid) - wanted.indexOf(b.uuid));
  }

  private async companyBranches(uuids: string[]): Promise<Branch[]> {
    const wanted = [...new Set(uuids)];
    if (!wanted.length) return [];
    const branches = await this.em.find(Branch, { uuid: { $in: wanted } });
    if (branches.length !== wanted.length) throw badRequest('VALIDATION_FAILED', { branch_uuids: 'unknown_branch' });
    return branches;
  }
}

/** The list's and the export's WHERE: every search term as a substring of the folded search text. */
export function patientFilter(query: Pick<PatientExportQuery, 'search' | 'status' | 'doctor_uuid' | 'branch_uuid'>): FilterQuery<Patient> {
  const probe = codeProbe(query.search);
  const byCode: FilterQuery<Patient>[] = probe?.hashes ? [{ personalCodeHash: { $in: probe.hashes } }] : probe?.prefixHashes ? [{ personalCodePrefixHash: { $in: probe.prefixHashes } }] : [];
  const and: FilterQuery<Patient>[] = searchTerms(query.search).map((term) => ({ $or: [{ searchText: { $like: `%${term}%` } }, ...byCode] }));
  if (query.status !== undefined) and.push({ status: query.status });
  if (query.doctor_uuid) and.push({ doctor: query.doctor_uuid });
  if (query.branch_uuid) and.push({ branches: { $some: { uuid: query.branch_uuid } } });
  return and.length ? { $and: and } : {};
}
