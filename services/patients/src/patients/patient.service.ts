import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, ref, type FilterQuery } from '@mikro-orm/postgresql';
import type { PatientEdit, PatientExportQuery, PatientWarning } from '@dental/contracts';
import { Branch, User } from '@dental/identity';
import { badRequest, notFound } from '@dental/server-core';
import type { z } from 'zod';
import type { patientCreateSchema, patientEditSchema } from '@dental/contracts';
import { fold } from '../search/fold.js';
import { searchTerms } from '../search/search-terms.js';
import { Patient } from './patient.entity.js';
import { applyPlainFields } from './patient-fields.js';
import { toPatientListItem as listItemOf } from './patient.mapper.js';
import { checkPersonalCode, reconcileBirthDate } from './patient-rules.js';

type CreateBody = z.output<typeof patientCreateSchema>;
type EditBody = z.output<typeof patientEditSchema>;

export interface SavedPatient {
  patient: Patient;
  warnings: PatientWarning[];
}

const CARD_POPULATE = ['doctor', 'helpers', 'branches'] as const;
const DUPLICATES_SHOWN = 10;

/** The patient card of the request's company (the tenant filter scopes every query here). */
@Injectable()
export class PatientService {
  constructor(private readonly em: EntityManager) {}

  /** Another company's (or a deleted) patient is simply not found. */
  async get(uuid: string): Promise<Patient> {
    const patient = await this.em.findOne(Patient, { uuid }, { populate: CARD_POPULATE });
    if (!patient) throw notFound();
    return patient;
  }

  /** The patient without its relations, for the tabs that only need to know it exists. */
  async exists(uuid: string): Promise<Patient> {
    const patient = await this.em.findOne(Patient, { uuid });
    if (!patient) throw notFound();
    return patient;
  }

  async create(body: CreateBody): Promise<SavedPatient> {
    const code = checkPersonalCode(body.personal_code);
    const patient = this.em.create(Patient, {
      firstName: body.first_name,
      lastName: body.last_name,
    });
    applyPlainFields(patient, body);
    patient.personalCode = code.normalized;
    patient.dob = reconcileBirthDate(body.dob ?? null, code.birthDate, body.dob ? 'dob' : 'personal_code');
    await this.applyLinks(patient, body);
    await this.em.flush();
    return { patient: await this.get(patient.uuid), warnings: [...code.warnings, ...(await this.duplicatesOf(patient))] };
  }

  /** Applies the sent fields; a stale `version` answers 409 VERSION_CONFLICT. */
  async edit(uuid: string, { version, ...body }: EditBody): Promise<SavedPatient> {
    const patient = await this.get(uuid);
    await this.em.lock(patient, LockMode.OPTIMISTIC, version);
    applyPlainFields(patient, body);
    let warnings: PatientWarning[] = [];
    if (body.personal_code !== undefined || body.dob !== undefined) {
      const code = checkPersonalCode(body.personal_code === undefined ? patient.personalCode : body.personal_code);
      warnings = code.warnings;
      patient.personalCode = code.normalized;
      const dob = body.dob === undefined ? patient.dob : body.dob;
      patient.dob = reconcileBirthDate(dob, code.birthDate, body.dob !== undefined ? 'dob' : 'personal_code');
    }
    await this.applyLinks(patient, body);
    await this.em.flush();
    return { patient: await this.get(uuid), warnings: [...warnings, ...(await this.duplicatesOf(patient))] };
  }

  /** Soft delete: history, invoices and links keep pointing at the row. */
  async remove(uuid: string): Promise<void> {
    const patient = await this.exists(uuid);
    patient.deletedAt = new Date();
    await this.em.flush();
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
  private async duplicatesOf(patient: Patient): Promise<PatientWarning[]> {
    const same: FilterQuery<Patient>[] = [];
    if (patient.personalCode) same.push({ personalCode: patient.personalCode });
    if (patient.dob) same.push({ dob: patient.dob, sortName: fold(`${patient.lastName} ${patient.firstName}`) });
    if (!same.length) return [];
    const duplicates = await this.em.find(
      Patient,
      { $or: same, uuid: { $ne: patient.uuid } },
      { populate: ['doctor'], orderBy: { createdAt: 'asc' }, limit: DUPLICATES_SHOWN },
    );
    return duplicates.length ? [{ code: 'DUPLICATE', patients: duplicates.map(listItemOf) }] : [];
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
  const and: FilterQuery<Patient>[] = searchTerms(query.search).map((term) => ({ searchText: { $like: `%${term}%` } }));
  if (query.status !== undefined) and.push({ status: query.status });
  if (query.doctor_uuid) and.push({ doctor: query.doctor_uuid });
  if (query.branch_uuid) and.push({ branches: { $some: { uuid: query.branch_uuid } } });
  return and.length ? { $and: and } : {};
}
