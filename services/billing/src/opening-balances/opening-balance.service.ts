import { Injectable } from '@nestjs/common';
import { ref } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OpeningBalanceCreate } from '@dental/contracts';
import { User } from '@dental/identity';
import { Patient } from '@dental/patients';
import { EventOutbox, badRequest, checkVersion, notFound } from '@dental/server-core';
import { OpeningBalance } from './opening-balance.entity.js';

/**
 * Opening entries (opening-balance.entity.ts): written by imports, read into a patient's balance
 * (InvoiceListService.balance), and told to the other modules as `opening_balance.recorded` (the
 * reports show them apart from income). Runs in the caller's tenant and transaction.
 */
@Injectable()
export class OpeningBalanceService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventOutbox,
  ) {}

  /** Books the entries (validated by openingBalanceCreateSchema); each patient must be the company's. Returns their uuids, in order. */
  async createMany(entries: readonly OpeningBalanceCreate[], createdBy: string | null): Promise<string[]> {
    const patientUuids = [...new Set(entries.map((entry) => entry.patient_uuid))];
    const known = await this.em.find(Patient, { uuid: { $in: patientUuids } }, { fields: ['uuid'] });
    if (known.length !== patientUuids.length) throw badRequest('VALIDATION_FAILED', { patient_uuid: 'unknown_patient' });
    const created = entries.map((entry) =>
      this.em.create(OpeningBalance, {
        patient: this.em.getReference(Patient, entry.patient_uuid),
        amount: entry.amount,
        bookedOn: entry.booked_on,
        note: entry.note ?? null,
        createdBy: createdBy ? this.em.getReference(User, createdBy) : null,
      }),
    );
    await this.flushAndTell(created);
    return created.map((entry) => entry.uuid);
  }

  /** The entry's values as its create body names them. */
  async current(uuid: string): Promise<OpeningBalanceCreate> {
    const entry = await this.em.findOne(OpeningBalance, { uuid });
    if (!entry) throw notFound();
    return { patient_uuid: entry.patient.uuid, amount: entry.amount, booked_on: entry.bookedOn, note: entry.note };
  }

  /** Changes an entry still at `version` (409 VERSION_CONFLICT otherwise); returns the new version. */
  async update(uuid: string, values: Partial<OpeningBalanceCreate>, version: number): Promise<number> {
    const entry = await this.em.findOne(OpeningBalance, { uuid });
    if (!entry) throw notFound();
    await checkVersion(this.em, entry, version);
    if (values.patient_uuid !== undefined && values.patient_uuid !== entry.patient.uuid) {
      if (!(await this.em.count(Patient, { uuid: values.patient_uuid }))) throw badRequest('VALIDATION_FAILED', { patient_uuid: 'unknown_patient' });
      entry.patient = ref(this.em.getReference(Patient, values.patient_uuid));
    }
    if (values.amount !== undefined) entry.amount = values.amount;
    if (values.booked_on !== undefined) entry.bookedOn = values.booked_on;
    if (values.note !== undefined) entry.note = values.note ?? null;
    await this.flushAndTell([entry]);
    return entry.version;
  }

  /** The version of each live entry among `uuids` (a deleted one is missing). */
  async versions(uuids: readonly string[]): Promise<Map<string, number>> {
    if (!uuids.length) return new Map();
    const found = await this.em.find(OpeningBalance, { uuid: { $in: [...uuids] } }, { fields: ['uuid', 'version'] });
    return new Map(found.map((entry) => [entry.uuid, entry.version]));
  }

  /** Soft-deletes the entries, each at the version the caller holds (an undone import's). */
  async removeMany(versions: ReadonlyMap<string, number>): Promise<void> {
    if (!versions.size) return;
    const entries = await this.em.find(OpeningBalance, { uuid: { $in: [...versions.keys()] } });
    for (const entry of entries) {
      await checkVersion(this.em, entry, versions.get(entry.uuid));
      entry.deletedAt = new Date();
    }
    await this.flushAndTell(entries);
  }

  /** The entries' changes and their events, in one transaction (the caller's, when it has one). */
  private async flushAndTell(entries: readonly OpeningBalance[]): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.flush();
      for (const entry of entries) {
        await this.events.publish(em, 'opening_balance.recorded', {
          opening_balance_uuid: entry.uuid,
          patient_uuid: entry.patient.uuid,
          amount: entry.amount,
          booked_on: entry.bookedOn,
          deleted: entry.deletedAt !== null,
          version: entry.version,
        });
      }
    });
  }

  /** The patient's carried-over balance: owed when positive, credit when negative. */
  async ofPatient(patientUuid: string): Promise<number> {
    const entries = await this.em.find(OpeningBalance, { patient: patientUuid }, { fields: ['amount'] });
    return entries.reduce((sum, entry) => sum + entry.amount, 0);
  }

  /** Which of `patientUuids` have a live opening entry. */
  async patientsWithEntries(patientUuids: readonly string[]): Promise<Set<string>> {
    if (!patientUuids.length) return new Set();
    const found = await this.em.find(OpeningBalance, { patient: { $in: [...patientUuids] } }, { fields: ['patient'] });
    return new Set(found.map((entry) => entry.patient.uuid));
  }
}
