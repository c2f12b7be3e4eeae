import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { KinshipType, patientCreateSchema } from '@dental/contracts';
import { ApiException, openPersonalCode, personalCodeHashes, sealPersonalCode, tenantCompanyId, type FieldMessage } from '@dental/server-core';
import type { z } from 'zod';
import { PatientAuditService } from '../audit/patient-audit.service.js';
import { Patient } from '../patients/patient.entity.js';
import { PLAIN_FIELDS } from '../patients/patient-fields.js';
import { checkPersonalCode, reconcileBirthDate } from '../patients/patient-rules.js';
import { PatientService } from '../patients/patient.service.js';
import { PatientRelationshipService } from '../relationships/patient-relationship.service.js';
import { fold } from '../search/fold.js';
import { insertCards, softDeleteCards, type CardRow } from './patient-bulk.sql.js';

export type PatientCreateBody = z.output<typeof patientCreateSchema>;

/** A card that passed the card's own rules, ready to be created. */
export interface CheckedCard {
  body: PatientCreateBody;
  /** Stored form of the personal code, or null. */
  personalCode: string | null;
  /** The date of birth to store (the one given, or the one an old-form code holds). */
  dob: string | null;
}

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; fields: Record<string, FieldMessage> };

/** An existing card a new one matches. */
export interface CardMatch {
  uuid: string;
  version: number;
  first_name: string;
  last_name: string;
  personal_code: string | null;
  dob: string | null;
}

/** Who creates or removes cards in bulk, for the audit trail (`details` names the import). */
export interface BulkActor {
  actorUuid: string | null;
  requestId: string | null;
  details: Record<string, unknown>;
}

const MATCH_FIELDS = ['uuid', 'version', 'firstName', 'lastName', 'personalCodeSealed', 'dob'] as const;

const matchOf = (patient: Pick<Patient, (typeof MATCH_FIELDS)[number]>): CardMatch => ({
  uuid: patient.uuid,
  version: patient.version,
  first_name: patient.firstName,
  last_name: patient.lastName,
  personal_code: openPersonalCode(patient.personalCodeSealed),
  dob: patient.dob,
});

const nameKey = (dob: string, lastName: string, firstName: string) => `${dob}|${fold(`${lastName} ${firstName}`)}`;

/**
 * The patient cards of an import (services/imports), many at a time: the same rules as one card
 * saved through the API (personal code, birth date, duplicates, the company's doctor and branches),
 * written in one statement per batch so a clinic's 100,000 cards go in within a minute
 * (tools/bench/import-patients.mjs). Every card created or removed gets its audit row, in the same
 * transaction as the card. Runs in the caller's tenant and transaction.
 */
@Injectable()
export class PatientBulkService {
  constructor(
    private readonly em: EntityManager,
    private readonly patients: PatientService,
    private readonly relationships: PatientRelationshipService,
    private readonly audit: PatientAuditService,
  ) {}

  /** The card's own rules for one validated create body; a refusal names the field as the API's 400 would. */
  check(body: PatientCreateBody): CardCheck {
    try {
      const code = checkPersonalCode(body.personal_code);
      const dob = reconcileBirthDate(body.dob ?? null, code.birthDate, body.dob ? 'dob' : 'personal_code');
      return { ok: true, card: { body, personalCode: code.normalized, dob } };
    } catch (error) {
      if (error instanceof ApiException && error.fields) return { ok: false, fields: error.fields };
      throw error;
    }
  }

  /**
   * For each card, the first existing card of the company it duplicates (the same personal code,
   * or the same name and date of birth, as PatientService.duplicatesOf), or null: two statements
   * for the whole batch.
   */
  async duplicatesOf(cards: readonly Pick<CheckedCard, 'personalCode' | 'dob' | 'body'>[]): Promise<(CardMatch | null)[]> {
    const codes = [...new Set(cards.map((card) => card.personalCode).filter((code): code is string => !!code))];
    const dobs = [...new Set(cards.map((card) => card.dob).filter((dob): dob is string => !!dob))];
    // Only what a match shows: a batch's birth dates find thousands of cards in a large clinic.
    const options = { fields: MATCH_FIELDS, orderBy: { createdAt: 'asc' } } as const;
    const [byCode, byDob] = await Promise.all([
      codes.length ? this.em.find(Patient, { personalCodeHash: { $in: codes.flatMap(personalCodeHashes) } }, options) : [],
      dobs.length ? this.sameBirthDates(dobs) : [],
    ]);
    const codeMatches = new Map<string, CardMatch>();
    for (const patient of byCode) {
      const match = matchOf(patient);
      if (!codeMatches.has(match.personal_code!)) codeMatches.set(match.personal_code!, match);
    }
    const nameMatches = new Map<string, CardMatch>();
    for (const patient of byDob) {
      const key = nameKey(patient.dob!, patient.lastName, patient.firstName);
      if (!nameMatches.has(key)) nameMatches.set(key, matchOf(patient));
    }
    return cards.map(
      (card) =>
        (card.personalCode ? codeMatches.get(card.personalCode) : undefined) ??
        (card.dob ? nameMatches.get(nameKey(card.dob, card.body.last_name, card.body.first_name)) : undefined) ??
        null,
    );
  }

  /**
   * The company's live cards born on these dates, oldest first, as plain rows: in a clinic of
   * 100,000 a batch's 2,000 dates find some 7,000 cards, which as entities cost more to hydrate
   * than to read (tools/bench/import-patients.mjs). Raw SQL is not tenant-filtered: it names the
   * company and `deleted_at` itself, as the ORM's filters do.
   */
  private sameBirthDates(dobs: readonly string[]): Promise<Pick<Patient, (typeof MATCH_FIELDS)[number]>[]> {
    return this.em.execute(
      `select "uuid", "version", "first_name" as "firstName", "last_name" as "lastName", "personal_code_sealed" as "personalCodeSealed", to_char("dob", 'YYYY-MM-DD') as "dob"
       from "patient" where "company_id" = ? and "deleted_at" is null and "dob" = any(?::date[]) order by "created_at"`,
      [tenantCompanyId(this.em), `{${dobs.join(',')}}`],
    );
  }

  /**
   * Creates the cards in one statement (their branches in one more) and writes a `create` audit
   * row for each. The doctor and branches must be the company's own (the caller resolved them from
   * the company's lists). Returns the new uuids, in order.
   */
  async createMany(cards: readonly CheckedCard[], actor: BulkActor): Promise<string[]> {
    if (!cards.length) return [];
    const companyId = tenantCompanyId(this.em);
    const rows: CardRow[] = cards.map((card) => ({ uuid: randomUUID(), companyId, values: this.columnsOf(card), branches: card.body.branch_uuids ?? [] }));
    await insertCards(this.em, rows);
    await this.audit.recordMany(
      this.em,
      rows.map((row) => ({ companyId, patientUuid: row.uuid, actorUuid: actor.actorUuid, action: 'create', resource: 'patient', requestId: actor.requestId, ip: null, details: actor.details })),
    );
    return rows.map((row) => row.uuid);
  }

  /** The version of each live card among `uuids` (a deleted or merged card is missing). */
  async versions(uuids: readonly string[]): Promise<Map<string, number>> {
    if (!uuids.length) return new Map();
    const found = await this.em.find(Patient, { uuid: { $in: [...uuids] } }, { fields: ['uuid', 'version'] });
    return new Map(found.map((patient) => [patient.uuid, patient.version]));
  }

  /** Soft-deletes the cards (an undone import's), each with its `delete` audit row. */
  async removeMany(uuids: readonly string[], actor: BulkActor): Promise<void> {
    if (!uuids.length) return;
    const companyId = tenantCompanyId(this.em);
    const removed = await softDeleteCards(this.em, companyId, uuids);
    await this.audit.recordMany(
      this.em,
      removed.map((uuid) => ({ companyId, patientUuid: uuid, actorUuid: actor.actorUuid, action: 'delete', resource: 'patient', requestId: actor.requestId, ip: null, details: actor.details })),
    );
  }

  /**
   * Changes a card as PATCH /api/patients/{uuid} does, if it is still at `version` (409
   * VERSION_CONFLICT otherwise: someone changed it since). A duplicate it comes to match is kept
   * (an import updates the card it made). Returns the new version.
   */
  async update(uuid: string, body: Partial<PatientCreateBody>, version: number, actor: BulkActor): Promise<number> {
    const { patient, changes } = await this.patients.edit(uuid, { ...body, version, confirm_duplicate: true });
    await this.audit.record({
      companyId: tenantCompanyId(this.em),
      patientUuid: uuid,
      actorUuid: actor.actorUuid,
      action: 'update',
      resource: 'patient',
      requestId: actor.requestId,
      ip: null,
      details: { ...actor.details, changes },
    });
    return patient.version;
  }

  /** The company's live cards with these personal codes (each as typed: normalised here), by the code as given. */
  async byPersonalCode(codes: readonly string[]): Promise<Map<string, string>> {
    const normal = new Map<string, string>();
    for (const code of codes) {
      try {
        const { normalized } = checkPersonalCode(code);
        if (normalized) normal.set(normalized, code);
      } catch {
        // Not a valid personal code: it matches no card.
      }
    }
    if (!normal.size) return new Map();
    const found = await this.em.find(Patient, { personalCodeHash: { $in: [...normal.keys()].flatMap(personalCodeHashes) } }, { fields: ['uuid', 'personalCodeSealed'], orderBy: { createdAt: 'asc' } });
    const byCode = new Map<string, string>();
    for (const patient of found) {
      // A code no key of this server opens matches nothing (readPersonalCode logs it).
      const given = normal.get(openPersonalCode(patient.personalCodeSealed) ?? '');
      if (given && !byCode.has(given)) byCode.set(given, patient.uuid);
    }
    return byCode;
  }

  /** The card's current values as a create body names them (what an update would restore). */
  async current(uuid: string): Promise<PatientCreateBody> {
    const patient = await this.patients.get(uuid);
    const plain = Object.fromEntries(Object.entries(PLAIN_FIELDS).map(([field, property]) => [field, patient[property]]));
    return {
      ...(plain as Omit<PatientCreateBody, 'personal_code' | 'dob' | 'doctor_uuid' | 'helper_uuids' | 'branch_uuids'>),
      personal_code: patient.personalCode,
      dob: patient.dob,
      doctor_uuid: patient.doctor?.uuid ?? null,
      branch_uuids: patient.branches.getItems().map((branch) => branch.uuid),
    };
  }

  /**
   * Links two cards as POST /api/patients/{uuid}/relationships does ("`relative` is `patient`'s
   * `type`"); a pair already linked is left as it is. Returns whether a link was made.
   */
  async link(patientUuid: string, relativeUuid: string, type: KinshipType): Promise<boolean> {
    try {
      await this.relationships.create(patientUuid, { relative_uuid: relativeUuid, type });
      return true;
    } catch (error) {
      if (error instanceof ApiException && error.status === 409) return false;
      throw error;
    }
  }

  /** The card's columns in the order of CARD_COLUMNS (patient-bulk.sql.ts). */
  private columnsOf({ body, personalCode, dob }: CheckedCard): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const [field, property] of Object.entries(PLAIN_FIELDS) as [keyof typeof PLAIN_FIELDS, keyof Patient][]) {
      const value = body[field];
      // As applyPlainFields: an empty text is "nothing entered".
      values[property] = value === undefined || value === '' ? null : value;
    }
    values.gender = body.gender ?? 0;
    values.status = body.status ?? 1;
    Object.assign(values, sealPersonalCode(personalCode));
    values.dob = dob;
    values.doctor = body.doctor_uuid ?? null;
    return values;
  }
}
