import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { RETENTION_DEFAULTS, type PatientErasure as PatientErasureAnswer, type RetentionSettings } from '@dental/contracts';
import { EventOutbox, logger, tenantCompanyId, withTenant, type AuthSession } from '@dental/server-core';
import { PatientService } from '../patients/patient.service.js';
import { PatientErasure } from './patient-erasure.entity.js';
import { PatientDataRegistry, type PatientErasureContext, type PatientErasureOutcome } from './patient-data.port.js';
import { PatientRetentionSetting } from './patient-retention.entity.js';

const log = logger.child('patients.erasure');

/** The retention job's queue: daily at 03:17 UTC (pg-boss sends it once across instances). */
export const RETENTION_QUEUE = 'patients.retention';
/** The advisory lock of a company's erasure numbers (with the company id as its second key). */
const ERASURE_LOCK = 28_017;

const addYears = (from: Date, years: number) => {
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
};

export const toErasureAnswer = (erasure: PatientErasure): PatientErasureAnswer => erasure.outcome as PatientErasureAnswer;

/**
 * Erasure of a patient within the law: every module erases or replaces its personal values of the
 * patient through its PatientDataProvider, in one transaction, and says what it keeps and until
 * when; the card becomes "Erased patient <year>-<number>" and is locked. The retention job erases
 * the kept medical record once the company's period has ended.
 */
@Injectable()
export class PatientErasureService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
    private readonly patients: PatientService,
    private readonly registry: PatientDataRegistry,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.outbox.registerWorker({ name: RETENTION_QUEUE, cron: '17 3 * * *', handle: async () => void (await this.runRetention(new Date())) });
  }

  /** The company's retention periods, or the defaults. */
  async retention(): Promise<RetentionSettings> {
    const own = await this.em.findOne(PatientRetentionSetting, {});
    return own ? { medical_record_years: own.medicalRecordYears, accounting_years: own.accountingYears } : { ...RETENTION_DEFAULTS };
  }

  async setRetention(settings: RetentionSettings): Promise<RetentionSettings> {
    const own = (await this.em.findOne(PatientRetentionSetting, {})) ?? this.em.create(PatientRetentionSetting, { medicalRecordYears: 0, accountingYears: 0 });
    own.medicalRecordYears = settings.medical_record_years;
    own.accountingYears = settings.accounting_years;
    await this.em.flush();
    return this.retention();
  }

  async erase(uuid: string, reason: string, auth: AuthSession): Promise<PatientErasure> {
    await this.patients.editable(uuid);
    const retention = await this.retention();
    const companyId = tenantCompanyId(this.em);
    const later: (() => Promise<void>)[] = [];
    const erasure = await this.em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?, ?)', [ERASURE_LOCK, companyId]);
      const now = new Date();
      const year = now.getUTCFullYear();
      const [{ next }] = await tx.execute<{ next: number }[]>(`select coalesce(max("number"), 0) + 1 as "next" from "patient_erasure" where "company_id" = ? and "year" = ?`, [companyId, year]);
      const label = `${year}-${String(next).padStart(4, '0')}`;
      const medicalKeptUntil = addYears(now, retention.medical_record_years);
      const context: PatientErasureContext = {
        em: tx,
        companyId,
        patientUuid: uuid,
        now,
        label,
        retention: { medicalRecordYears: retention.medical_record_years, accountingYears: retention.accounting_years },
        afterCommit: (work) => later.push(work),
      };
      const outcomes: PatientErasureOutcome[] = [];
      for (const provider of this.registry.all()) outcomes.push(await provider.erase(context));
      const outcome: PatientErasureAnswer = {
        label,
        erased_at: now.toISOString(),
        erased: outcomes.flatMap((part) => part.erased),
        kept: outcomes.flatMap((part) => part.kept.map((kept) => ({ what: kept.what, law: kept.law, until: (kept.until ?? medicalKeptUntil).toISOString() }))),
      };
      const record = tx.create(PatientErasure, { patientUuid: uuid, year, number: Number(next), label, reason, erasedBy: auth.userId, erasedAt: now, medicalKeptUntil, outcome });
      await tx.flush();
      return record;
    });
    for (const work of later) await work().catch((error: unknown) => log.error({ msg: 'erased patient: a stored file was not removed', patient: uuid }, error));
    // The request's own context saw the card before: it reads it afresh.
    this.em.clear();
    return erasure;
  }

  /**
   * The retention job: every erasure whose medical record's period ended by `now` has that record
   * erased by each module (its own transaction per patient). Answers how many were erased.
   */
  async runRetention(now: Date): Promise<number> {
    const root = this.orm.em.fork();
    const due = await root.getConnection().execute<{ uuid: string; company_id: number; patient_uuid: string; label: string }[]>(
      `select "uuid", "company_id", "patient_uuid", "label" from "patient_erasure" where "medical_erased_at" is null and "medical_kept_until" <= ? order by "medical_kept_until"`,
      [now],
    );
    for (const row of due) {
      const em = this.orm.em.fork();
      await withTenant(em, row.company_id, () =>
        em.transactional(async (tx) => {
          const settings = await tx.findOne(PatientRetentionSetting, {});
          const context: PatientErasureContext = {
            em: tx,
            companyId: row.company_id,
            patientUuid: row.patient_uuid,
            now,
            label: row.label,
            retention: { medicalRecordYears: settings?.medicalRecordYears ?? RETENTION_DEFAULTS.medical_record_years, accountingYears: settings?.accountingYears ?? RETENTION_DEFAULTS.accounting_years },
            afterCommit: (work) => void work(),
          };
          for (const provider of this.registry.all()) await provider.eraseRetained?.(context);
          await tx.execute(`update "patient_erasure" set "medical_erased_at" = ?, "updated_at" = ?, "version" = "version" + 1 where "uuid" = ?`, [now, now, row.uuid]);
        }),
      );
      log.info({ msg: 'medical record erased after its retention period', erasure: row.uuid });
    }
    return due.length;
  }
}
