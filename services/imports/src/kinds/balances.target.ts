import { Injectable } from '@nestjs/common';
import { openingBalanceCreateSchema, type OpeningBalanceCreate } from '@dental/contracts';
import { OpeningBalanceService } from '@dental/billing';
import { DEFAULT_TIME_ZONE, localDate } from '@dental/domain-time';
import { readDate } from '../values/dates.js';
import { readCents } from '../values/numbers.js';
import type { FieldErrors, ImportTarget, MadeRecord, ReadResult, RowInput, RunContext } from './import-target.js';
import { PatientFinder } from './patient-finder.js';

/**
 * Opening balances: what each patient owed (a positive amount) or had in credit (negative) in the
 * old system, booked on `booked_on` (today unless the file says) as billing's opening entries,
 * which count in the patient's balance and never as income.
 */
@Injectable()
export class BalancesTarget implements ImportTarget<OpeningBalanceCreate> {
  readonly kind = 'balances' as const;
  readonly schema = openingBalanceCreateSchema;
  readonly fieldOf = { patient_uuid: 'patient_key', note: 'comment' } as const;
  readonly batchSize = 500;
  readonly rowByRow = false;

  constructor(
    private readonly finder: PatientFinder,
    private readonly openings: OpeningBalanceService,
  ) {}

  async read(rows: readonly RowInput[], context: RunContext): Promise<ReadResult<OpeningBalanceCreate>[]> {
    const patients = await this.finder.find(rows);
    return rows.map(({ values }, index) => {
      const patient = patients[index];
      const fields: FieldErrors = 'fields' in patient ? { ...patient.fields } : {};
      const amount = values.amount !== undefined ? readCents(values.amount) : undefined;
      if (amount === undefined) fields.amount = 'is_required';
      else if (amount === null) fields.amount = { key: 'import_invalid_number', params: { value: values.amount } };
      const bookedOn = values.booked_on !== undefined ? readDate(values.booked_on, context.dateOrder, 'past', context.now) : localDate(context.now, DEFAULT_TIME_ZONE);
      if (!bookedOn) fields.booked_on = { key: 'import_invalid_date', params: { value: values.booked_on } };
      if (Object.keys(fields).length || 'fields' in patient) return { fields };
      return { body: { patient_uuid: patient.uuid, amount: amount!, booked_on: bookedOn!, ...(values.comment !== undefined ? { note: values.comment } : {}) } };
    });
  }

  async create(bodies: readonly OpeningBalanceCreate[], context: RunContext): Promise<MadeRecord[]> {
    const uuids = await this.openings.createMany(bodies, context.auth.userId);
    return uuids.map((uuid) => ({ uuid, version: 1 }));
  }

  update(uuid: string, body: OpeningBalanceCreate, version: number): Promise<number> {
    return this.openings.update(uuid, body, version);
  }

  async current(uuid: string): Promise<Record<string, unknown>> {
    return this.openings.current(uuid);
  }

  versions(uuids: readonly string[]): Promise<Map<string, number>> {
    return this.openings.versions(uuids);
  }

  remove(versions: ReadonlyMap<string, number>): Promise<void> {
    return this.openings.removeMany(versions);
  }
}
