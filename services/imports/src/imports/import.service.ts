import { Inject, Injectable } from '@nestjs/common';
import { unlink } from 'node:fs/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  IMPORT_ERRORS_SHOWN,
  IMPORT_REQUIRED_FIELDS,
  type ImportDryRunAnswer,
  type ImportListQuery,
  type ImportMapping,
  type ImportUploadAnswer,
  type ImportUploadFields,
  type Language,
  type PersonRef,
} from '@dental/contracts';
import { PatientAuditService } from '@dental/patients';
import { ApiException, badRequest, notFound, pageLimits, pageOf, staffRefs, uploadedFileName, type AuthSession, type Paged } from '@dental/server-core';
import { ImportErrors, translateRowError } from '../errors/import-errors.service.js';
import { ImportFileStore } from '../file/import-file-store.js';
import { guessMapping } from '../mapping/guess.js';
import { SavedMappings } from '../mapping/saved-mappings.js';
import { ImportPass } from '../run/import-pass.js';
import { IMPORT_JOBS, type ImportJobs } from '../run/import-jobs.js';
import { ImportUndo } from '../run/import-undo.js';
import { DataImport, sealPreview } from './data-import.entity.js';
import { readUpload } from './import-upload.js';
import { canUndo } from './import.mapper.js';

/** A multipart upload as multer leaves it on disk. */
export interface UploadedImport {
  originalname: string;
  path: string;
  size: number;
}

/** A `running` import whose heartbeat is older than this was left by a process that stopped. */
export const STALE_MS = 2 * 60_000;

const isStale = (dataImport: DataImport, now = Date.now()) =>
  dataImport.state === 'running' && (!dataImport.heartbeatAt || now - dataImport.heartbeatAt.getTime() > STALE_MS);

/** The request a step acts in. */
export interface ImportActor {
  auth: AuthSession;
  language: Language;
  requestId: string | null;
}

/**
 * Imports of the request's company (issue 30): upload, mapping, dry run, run (a background job),
 * status, errors and undo. State transitions are enforced here: a mapping only before a run, a
 * run from `mapped` or `failed` (one running import per company), an undo once finished or failed.
 */
@Injectable()
export class ImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly store: ImportFileStore,
    private readonly errors: ImportErrors,
    private readonly mappings: SavedMappings,
    private readonly pass: ImportPass,
    private readonly undoer: ImportUndo,
    private readonly audit: PatientAuditService,
    @Inject(IMPORT_JOBS) private readonly jobs: ImportJobs,
  ) {}

  /** Reads the file once (as a stream), keeps its bytes in the database, and guesses its mapping. */
  async upload(file: UploadedImport | undefined, fields: ImportUploadFields, auth: AuthSession): Promise<ImportUploadAnswer> {
    if (!file || file.size === 0) throw badRequest('VALIDATION_FAILED', { file: 'file_required' });
    try {
      const read = await readUpload(file.path, fields);
      const remembered = (await this.mappings.all()).map(({ kind, columns, keyColumn, dateOrder }) => ({ kind, columns, keyColumn, dateOrder }));
      const suggestion = guessMapping(read.headers, remembered, read.dateOrder);
      const dataImport = await this.em.transactional(async () => {
        const created = this.em.create(DataImport, {
          fileName: uploadedFileName(file.originalname),
          fileSize: file.size,
          format: read.source.format,
          encoding: read.source.encoding,
          delimiter: read.source.delimiter,
          headers: read.headers,
          previewSealed: sealPreview(read.preview),
          rows: read.rows,
          guessedDateOrder: read.dateOrder,
          kind: suggestion.kind,
          mapping: { columns: suggestion.columns, keyColumn: suggestion.key_column, dateOrder: suggestion.date_order },
          createdByUuid: auth.userId,
        });
        await this.em.flush();
        await this.store.save(created.uuid, file.path);
        return created;
      });
      return {
        uuid: dataImport.uuid,
        file_name: dataImport.fileName,
        format: read.source.format,
        encoding: read.source.encoding,
        delimiter: read.source.delimiter,
        headers: read.headers,
        rows: read.rows,
        preview: read.preview,
        suggestion,
      };
    } finally {
      await unlink(file.path).catch(() => undefined);
    }
  }

  /** The company's imports, newest first. */
  async list(query: ImportListQuery): Promise<Paged<DataImport>> {
    const [items, total] = await this.em.findAndCount(DataImport, {}, { orderBy: { createdAt: 'desc', uuid: 'asc' }, ...pageLimits(query) });
    return pageOf(query, items, total);
  }

  /** Who uploaded each of the imports, by user uuid (identity's published names). */
  creators(imports: readonly DataImport[]): Promise<Map<string, PersonRef>> {
    return staffRefs(this.em, imports.map((dataImport) => dataImport.createdByUuid));
  }

  /** The import; a run left by a stopped process is told as failed (run it again to go on). */
  async get(uuid: string): Promise<DataImport> {
    const dataImport = await this.em.findOne(DataImport, { uuid });
    if (!dataImport) throw notFound();
    if (isStale(dataImport)) {
      Object.assign(dataImport, { state: 'failed', error: 'import_interrupted', heartbeatAt: null });
      await this.em.flush();
    }
    return dataImport;
  }

  /** Which field each header is read into; remembered for the company's next file of the kind. */
  async map(uuid: string, body: ImportMapping): Promise<DataImport> {
    const dataImport = await this.inState(uuid, ['uploaded', 'mapped']);
    const headers = new Set(dataImport.headers);
    const unknown = Object.keys(body.columns).filter((header) => !headers.has(header));
    if (unknown.length) throw badRequest('VALIDATION_FAILED', Object.fromEntries(unknown.map((header) => [`columns.${header}`, 'import_unknown_column'])));
    if (!headers.has(body.key_column)) throw badRequest('VALIDATION_FAILED', { key_column: 'import_unknown_column' });
    const mapped = new Set(Object.values(body.columns));
    const missing = IMPORT_REQUIRED_FIELDS[body.kind].filter((oneOf) => !oneOf.some((field) => mapped.has(field)));
    if (missing.length) {
      throw badRequest('VALIDATION_FAILED', { columns: { key: 'import_fields_missing', params: { fields: missing.map((oneOf) => oneOf.join(' / ')).join(', ') } } });
    }
    const columns = Object.fromEntries(dataImport.headers.map((header) => [header, body.columns[header] ?? null]));
    Object.assign(dataImport, {
      kind: body.kind,
      mapping: { columns, keyColumn: body.key_column, dateOrder: body.date_order ?? dataImport.guessedDateOrder },
      state: 'mapped',
    });
    await this.em.flush();
    await this.mappings.remember(body.kind, dataImport.mapping!);
    return dataImport;
  }

  /** Every row checked as the run would check it; nothing written but the list of row errors. */
  async dryRun(uuid: string, actor: ImportActor): Promise<ImportDryRunAnswer> {
    const dataImport = await this.inState(uuid, ['mapped', 'failed']);
    const result = await this.pass.perform(dataImport, { write: false, ...actor });
    const shown = await this.errors.first(uuid, IMPORT_ERRORS_SHOWN);
    // The duplicates show the clinic's own patients: a read of each, in their audit trail.
    await Promise.all(
      result.duplicates.map(({ patient }) =>
        this.audit.record({
          companyId: actor.auth.companyId,
          patientUuid: patient.uuid,
          actorUuid: actor.auth.userId,
          action: 'read',
          resource: 'imports/dry-run',
          requestId: actor.requestId,
          ip: null,
          details: { import: uuid },
        }),
      ),
    );
    return {
      rows: result.rows,
      valid: result.rows - result.failed,
      errors: shown.map((error) => translateRowError(error, actor.language)),
      errors_total: result.errors,
      duplicates: result.duplicates,
    };
  }

  /** Starts the run as a background job (one running import per company); answers at once. */
  async run(uuid: string, actor: ImportActor): Promise<DataImport> {
    const dataImport = await this.inState(uuid, ['mapped', 'failed']);
    const running = await this.em.find(DataImport, { state: 'running', uuid: { $ne: uuid } });
    if (running.some((other) => !isStale(other))) throw new ApiException(409, 'IMPORT_BUSY');
    const taken = await this.em.nativeUpdate(
      DataImport,
      { uuid, state: { $in: ['mapped', 'failed'] } },
      { state: 'running', progress: 0, failed: 0, error: null, heartbeatAt: new Date() },
    );
    if (!taken) throw stateConflict(dataImport);
    await this.jobs.enqueue({ importUuid: uuid, ...actor });
    return this.reread(uuid);
  }

  /** Takes back everything the import made or changed, while none of it has changed since. */
  async undo(uuid: string, actor: ImportActor): Promise<DataImport> {
    const dataImport = await this.inState(uuid, ['finished', 'failed']);
    if (!canUndo(dataImport)) throw stateConflict(dataImport);
    await this.undoer.undo(dataImport, actor.auth, actor.language, actor.requestId);
    return this.reread(uuid);
  }

  /** The import as stored now (the step wrote it with plain statements). */
  private reread(uuid: string): Promise<DataImport> {
    this.em.clear();
    return this.get(uuid);
  }

  private async inState(uuid: string, states: DataImport['state'][]): Promise<DataImport> {
    const dataImport = await this.get(uuid);
    if (!states.includes(dataImport.state)) throw stateConflict(dataImport);
    return dataImport;
  }
}

/** 409 IMPORT_STATE: what was asked is not possible where the import stands (its state is named). */
const stateConflict = (dataImport: DataImport) => new ApiException(409, 'IMPORT_STATE', undefined, {}, { state: dataImport.state });
