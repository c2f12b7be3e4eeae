import { Injectable } from '@nestjs/common';
import { patientCreateSchema, type ImportField, type PatientCreate } from '@dental/contracts';
import { InvoiceListService, OpeningBalanceService } from '@dental/billing';
import { AppointmentBulkService } from '@dental/calendar';
import { PatientBulkService, type BulkActor, type CheckedCard, type PatientCreateBody } from '@dental/patients';
import { readDate } from '../values/dates.js';
import { readGender, readKinship, readPatientStatus } from '../values/words.js';
import type { FieldErrors, ImportTarget, MadeRecord, Match, ReadResult, RowInput, RunContext } from './import-target.js';

/** The card's text fields a column is read into as written (the schema trims and bounds them). */
const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'personal_code',
  'phone',
  'phone2',
  'address',
  'country',
  'client_card',
  'insurance',
  'insurance_number',
  'job',
  'workplace',
  'comment',
  'description',
  'medical_alert',
] as const satisfies readonly (keyof PatientCreate & ImportField)[];

/** Several branches in one cell: "Rīga; Jūrmala". */
const LIST_SEPARATOR = /\s*[;,|/]\s*/;

export const actorOf = (context: RunContext): BulkActor => ({ actorUuid: context.auth.userId, requestId: context.requestId, details: { import: context.importUuid } });

/**
 * Patient cards (POST /api/patients's body), with their doctor and branches found by name, their
 * alert note (`medical_alert`) and kinship to another row of the file (`relative_key`, `kinship`:
 * "the relative is this patient's parent"). Written a batch at a time through the patients
 * module's PatientBulkService; a card matching one the clinic has (same personal code, or same
 * name and date of birth) is linked to it, never made twice.
 */
@Injectable()
export class PatientsTarget implements ImportTarget<PatientCreateBody> {
  readonly kind = 'patients' as const;
  readonly schema = patientCreateSchema;
  readonly fieldOf = { doctor_uuid: 'doctor', branch_uuids: 'branches' } as const;
  readonly batchSize = 2000;
  readonly rowByRow = false;

  constructor(
    private readonly patients: PatientBulkService,
    private readonly appointments: AppointmentBulkService,
    private readonly invoices: InvoiceListService,
    private readonly openings: OpeningBalanceService,
  ) {}

  async read(rows: readonly RowInput[], context: RunContext): Promise<ReadResult<PatientCreateBody>[]> {
    return Promise.all(rows.map((row) => this.readOne(row, context)));
  }

  check(body: PatientCreateBody): FieldErrors | null {
    const result = this.patients.check(body);
    return result.ok ? null : result.fields;
  }

  async matches(bodies: readonly PatientCreateBody[]): Promise<(Match | null)[]> {
    const found = await this.patients.duplicatesOf(bodies.map((body) => this.checked(body)));
    return found.map((card) => card && { uuid: card.uuid, version: card.version, patient: { uuid: card.uuid, first_name: card.first_name, last_name: card.last_name, personal_code: card.personal_code, dob: card.dob } });
  }

  async create(bodies: readonly PatientCreateBody[], context: RunContext): Promise<MadeRecord[]> {
    const uuids = await this.patients.createMany(bodies.map((body) => this.checked(body)), actorOf(context));
    return uuids.map((uuid) => ({ uuid, version: 1 }));
  }

  update(uuid: string, body: PatientCreateBody, version: number, context: RunContext): Promise<number> {
    return this.patients.update(uuid, body, version, actorOf(context));
  }

  current(uuid: string): Promise<Record<string, unknown>> {
    return this.patients.current(uuid);
  }

  versions(uuids: readonly string[]): Promise<Map<string, number>> {
    return this.patients.versions(uuids);
  }

  remove(versions: ReadonlyMap<string, number>, context: RunContext): Promise<void> {
    return this.patients.removeMany([...versions.keys()], actorOf(context));
  }

  /** A card since booked, invoiced or given an opening balance is the clinic's now. */
  async dependents(uuids: readonly string[]): Promise<Set<string>> {
    const [booked, invoiced, balances] = await Promise.all([
      this.appointments.patientsBooked(uuids),
      this.invoices.patientsInvoiced(uuids),
      this.openings.patientsWithEntries(uuids),
    ]);
    return new Set([...booked, ...invoiced, ...balances]);
  }

  relate(from: string, to: string, type: number): Promise<boolean> {
    return this.patients.link(from, to, type as 0 | 1 | 2 | 3 | 4 | 5);
  }

  /** A body that passed `check` (the pass checks every row before it matches or creates). */
  private checked(body: PatientCreateBody): CheckedCard {
    const result = this.patients.check(body);
    if (!result.ok) throw new Error('a patient row that failed its check reached matching or creating');
    return result.card;
  }

  private async readOne({ values }: RowInput, context: RunContext): Promise<ReadResult<PatientCreateBody>> {
    const body: Record<string, unknown> = {};
    const fields: FieldErrors = {};
    for (const field of TEXT_FIELDS) if (values[field] !== undefined) body[field] = values[field];
    if (values.email !== undefined) body.email = values.email.toLowerCase();
    if (values.dob !== undefined) {
      body.dob = readDate(values.dob, context.dateOrder, 'past', context.now);
      if (!body.dob) fields.dob = { key: 'import_invalid_date', params: { value: values.dob } };
    }
    if (values.insurance_expiration !== undefined) {
      body.insurance_expiration = readDate(values.insurance_expiration, context.dateOrder, 'future', context.now);
      if (!body.insurance_expiration) fields.insurance_expiration = { key: 'import_invalid_date', params: { value: values.insurance_expiration } };
    }
    if (values.gender !== undefined) {
      body.gender = readGender(values.gender);
      if (body.gender === undefined) fields.gender = { key: 'import_invalid_option', params: { value: values.gender } };
    }
    if (values.status !== undefined) {
      body.status = readPatientStatus(values.status);
      if (body.status === undefined) fields.status = { key: 'import_invalid_option', params: { value: values.status } };
    }
    if (values.doctor !== undefined) {
      const doctor = await context.refs.user(values.doctor);
      if (doctor) body.doctor_uuid = doctor.uuid;
      else fields.doctor = { key: 'import_unknown_user', params: { value: values.doctor } };
    }
    if (values.branches !== undefined) {
      const names = values.branches.split(LIST_SEPARATOR).filter(Boolean);
      const branches = await Promise.all(names.map((name) => context.refs.branch(name)));
      const unknown = names.filter((_, index) => !branches[index]);
      if (unknown.length) fields.branches = { key: 'import_unknown_branch', params: { value: unknown.join(', ') } };
      else body.branch_uuids = [...new Set(branches.map((branch) => branch!.uuid))];
    }
    const kinship = values.kinship !== undefined ? readKinship(values.kinship) : 5;
    if (kinship === undefined) fields.kinship = { key: 'import_invalid_option', params: { value: values.kinship } };
    if (Object.keys(fields).length) return { fields };
    const relation = values.relative_key ? { key: values.relative_key, type: kinship!, field: 'relative_key' as const } : undefined;
    return { body: body as PatientCreateBody, ...(relation ? { relation } : {}) };
  }
}
