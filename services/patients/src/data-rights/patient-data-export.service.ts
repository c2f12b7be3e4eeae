import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { PATIENT_EXPORT_VALID_HOURS, type Language } from '@dental/contracts';
import { ApiException, Company, EventOutbox, logger, notFound, tenantCompanyId, withTenant, type AuthSession } from '@dental/server-core';
import { PatientFile } from '../files/patient-file.entity.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { Patient } from '../patients/patient.entity.js';
import { PatientService } from '../patients/patient.service.js';
import { PatientDataExport } from './patient-data-export.entity.js';
import { PatientDataRegistry, type PatientDataContext } from './patient-data.port.js';
import { patientSummaryPdf } from './patient-summary-pdf.js';

const log = logger.child('patients.data-export');

/** The export's job on the platform's pg-boss. */
export const DATA_EXPORT_QUEUE = 'patients.data-export';
/** The hourly sweep of ZIPs whose link expired undownloaded (sweepExpired). */
export const EXPORT_SWEEP_QUEUE = 'patients.data-export-sweep';
interface ExportJob {
  export_uuid: string;
  company_id: number;
}

async function bytesOf(stream: Readable | AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function zipOf(entries: { name: string; bytes: Buffer }[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of entries) zip.addBuffer(entry.bytes, entry.name);
  zip.end();
  return bytesOf(zip.outputStream);
}

/** A file's name inside the ZIP: its uuid (names repeat) and its name without path separators. */
const entryName = (file: PatientFile) => `files/${file.section}/${file.uuid}-${file.name.replace(/[/\\]/g, '_')}`;

/** Rows of one provider's answer: an array's length, or the sum over an object's arrays. */
function rowsIn(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.values(value).reduce<number>((sum, part) => sum + (Array.isArray(part) ? part.length : 0), 0);
  return value === null || value === undefined ? 0 : 1;
}

/**
 * A patient's data exported for them: the request queues a job (in the request's transaction), the
 * job builds the ZIP (patient.json from every module's provider and the audit trail, the files
 * as uploaded, summary.pdf) into the file store, and the ZIP is downloaded once within 24 hours,
 * then removed from the store.
 */
@Injectable()
export class PatientDataExportService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
    private readonly patients: PatientService,
    private readonly registry: PatientDataRegistry,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly outbox: EventOutbox,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.outbox.registerWorker<ExportJob>({ name: DATA_EXPORT_QUEUE, handle: (job) => this.run(job) });
    await this.outbox.registerWorker({ name: EXPORT_SWEEP_QUEUE, cron: '41 * * * *', handle: async () => void (await this.sweepExpired(new Date())) });
  }

  /**
   * Removes from the file store every ZIP whose link expired (24 h) before anyone downloaded it, in
   * every company: the personal data it holds must not outlive its link. The row stays (who exported
   * when), without its storage key. Answers how many were removed.
   */
  async sweepExpired(now: Date): Promise<number> {
    const em = this.orm.em.fork();
    const expired = await em.getConnection().execute<{ storage_key: string }[]>(
      `with "gone" as (select "uuid", "storage_key" from "patient_data_export" where "storage_key" is not null and "downloaded_at" is null and "expires_at" <= ? for update skip locked)
       update "patient_data_export" e set "storage_key" = null, "version" = e."version" + 1 from "gone" where e."uuid" = "gone"."uuid" returning "gone"."storage_key"`,
      [now],
    );
    for (const { storage_key: key } of expired) await this.storage.remove(key).catch((error: unknown) => log.warn({ msg: 'expired export not removed', key, error: String(error) }));
    return expired.length;
  }

  async start(uuid: string, auth: AuthSession): Promise<PatientDataExport> {
    await this.patients.exists(uuid);
    return this.em.transactional(async (tx) => {
      const job = tx.create(PatientDataExport, { patientUuid: uuid, requestedBy: auth.userId });
      await tx.flush();
      await this.outbox.sendJob(tx, DATA_EXPORT_QUEUE, { export_uuid: job.uuid, company_id: auth.companyId } satisfies ExportJob);
      return job;
    });
  }

  async find(uuid: string, exportUuid: string): Promise<PatientDataExport> {
    const job = await this.em.findOne(PatientDataExport, { uuid: exportUuid, patientUuid: uuid });
    if (!job) throw notFound();
    return job;
  }

  /** The ZIP's bytes, once: the first download takes it (and removes it from the store), a second is 410. */
  async download(uuid: string, exportUuid: string): Promise<Buffer> {
    const job = await this.find(uuid, exportUuid);
    if (job.state !== 'done') throw new ApiException(409, 'PATIENT_EXPORT_NOT_READY');
    const now = new Date();
    if (job.downloadedAt || !job.expiresAt || job.expiresAt.getTime() <= now.getTime() || !job.storageKey) throw new ApiException(410, 'PATIENT_EXPORT_GONE');
    // Claimed in one statement: of two downloads at once, one gets the ZIP.
    const claimed = await this.em.getConnection().execute<{ storage_key: string }[]>(
      `with "claimed" as (select "uuid", "storage_key" from "patient_data_export" where "uuid" = ? and "company_id" = ? and "downloaded_at" is null and "storage_key" is not null for update)
       update "patient_data_export" e set "downloaded_at" = ?, "storage_key" = null, "version" = e."version" + 1 from "claimed" where e."uuid" = "claimed"."uuid" returning "claimed"."storage_key"`,
      [job.uuid, tenantCompanyId(this.em), now],
    );
    const key = claimed[0]?.storage_key;
    if (!key) throw new ApiException(410, 'PATIENT_EXPORT_GONE');
    const bytes = await bytesOf(await this.storage.get(key));
    await this.storage.remove(key);
    return bytes;
  }

  /** The job: builds the ZIP, reporting progress on the export's row; a failure is recorded, not retried. */
  async run({ export_uuid, company_id }: ExportJob): Promise<void> {
    const em = this.orm.em.fork();
    await withTenant(em, company_id, async () => {
      const job = await em.findOne(PatientDataExport, { uuid: export_uuid });
      if (!job || job.state === 'done' || job.state === 'failed') return;
      const step = async (progress: number) => {
        job.progress = progress;
        await em.flush();
      };
      job.state = 'running';
      await step(5);
      try {
        const storageKey = `exports/${company_id}/${job.uuid}`;
        await this.storage.put(storageKey, await this.build(em, company_id, job.patientUuid, step), 'application/zip');
        const now = new Date();
        Object.assign(job, { state: 'done', storageKey, finishedAt: now, expiresAt: new Date(now.getTime() + PATIENT_EXPORT_VALID_HOURS * 3_600_000) });
        await step(100);
      } catch (error) {
        log.error({ msg: 'patient data export failed', export: job.uuid }, error);
        Object.assign(job, { state: 'failed', failure: error instanceof Error ? error.message : String(error) });
        await em.flush();
      }
    });
  }

  private async build(em: EntityManager, companyId: number, patientUuid: string, step: (progress: number) => Promise<void>): Promise<Buffer> {
    const context: PatientDataContext = { em, companyId, patientUuid };
    const providers = this.registry.all();
    const modules: Record<string, unknown> = {};
    for (const [index, provider] of providers.entries()) {
      modules[provider.name] = await provider.export(context);
      await step(5 + Math.round((60 * (index + 1)) / providers.length));
    }
    const audit = await em
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `select "uuid", "actor_uuid", "action", "resource", "request_id", "ip", "details", "created_at" from "patient_audit" where "company_id" = ? and "patient_uuid" = ? order by "created_at", "uuid"`,
        [companyId, patientUuid],
      );
    const exportedAt = new Date();
    const entries: { name: string; bytes: Buffer }[] = [{ name: 'patient.json', bytes: Buffer.from(JSON.stringify({ format: 'dental.patient-export/1', exported_at: exportedAt.toISOString(), patient_uuid: patientUuid, ...modules, audit }, null, 2)) }];

    const files = await em.find(PatientFile, { patient: patientUuid }, { orderBy: { createdAt: 'asc', uuid: 'asc' } });
    for (const file of files) entries.push({ name: entryName(file), bytes: await bytesOf(await this.storage.get(file.storageKey)) });
    await step(80);

    const patient = await em.findOneOrFail(Patient, { uuid: patientUuid });
    const company = await em.findOneOrFail(Company, { id: companyId });
    const counts = Object.fromEntries(providers.map((provider) => [provider.name, provider.name === 'patient' ? 1 : rowsIn(modules[provider.name])]));
    const pdf = await patientSummaryPdf(
      {
        clinic: company.name,
        exportedAt,
        name: `${patient.firstName} ${patient.lastName}`,
        personalCode: patient.personalCode,
        dob: patient.dob,
        phone: patient.phone,
        email: patient.email,
        address: patient.address,
        counts,
        files: files.length,
        auditRows: audit.length,
      },
      patient.communicationLanguage as Language,
    );
    entries.push({ name: 'summary.pdf', bytes: pdf });
    await step(90);
    return zipOf(entries);
  }
}
