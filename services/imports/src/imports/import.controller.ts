import { Body, Controller, Get, HttpCode, Post, Put, Req, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_LANGUAGE,
  envelope,
  importDryRunAnswerSchema,
  importListQuerySchema,
  importMappingSchema,
  importStatusSchema,
  importUploadAnswerSchema,
  importUploadFieldsSchema,
  pagedEnvelope,
  uuidParamsSchema,
  type ImportDryRunAnswer,
  type ImportListQuery,
  type ImportMapping,
  type ImportStatus,
  type ImportUploadAnswer,
  type ImportUploadFields,
  type Language,
} from '@dental/contracts';
import { translate } from '@dental/i18n';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, ZodPipe, ZodQuery, csvStream, pagedAnswer, type ApiRequest, type AuthSession, type PagedAnswer } from '@dental/server-core';
import { ImportErrors, translateRowError } from '../errors/import-errors.service.js';
import { ImportUploadInterceptor } from '../file/import-upload.interceptor.js';
import type { DataImport } from './data-import.entity.js';
import { toImportStatus } from './import.mapper.js';
import { ImportService, type ImportActor, type UploadedImport } from './import.service.js';

type Uuid = { uuid: string };

const actorOf = (auth: AuthSession, req: ApiRequest): ImportActor => ({
  auth,
  language: req.context?.language ?? DEFAULT_LANGUAGE,
  requestId: req.context?.requestId ?? null,
});

/**
 * /api/imports (issue 30): a clinic moving in brings its old system's exports. Every route needs
 * `import_data` (`admin` passes any permission). Names and shapes as the issue spells them, each
 * answer in the house's `{data}` envelope.
 */
@ApiTags('imports')
@Controller('imports')
export class ImportController {
  constructor(
    private readonly imports: ImportService,
    private readonly errors: ImportErrors,
  ) {}

  @Get()
  @Access('import_data')
  @ZodAnswer(pagedEnvelope(importStatusSchema))
  async list(@ZodQuery(importListQuerySchema) query: ImportListQuery, @Req() req: ApiRequest): Promise<PagedAnswer<ImportStatus>> {
    const language = req.context?.language ?? DEFAULT_LANGUAGE;
    const page = await this.imports.list(query);
    const creators = await this.imports.creators(page.items);
    return pagedAnswer(page, (dataImport) => toImportStatus(dataImport, language, creators));
  }

  /** Multipart: `file` (CSV or XLSX), and `encoding`, `delimiter` when a CSV's guess is wrong. */
  @Post()
  @Access('import_data')
  @UseInterceptors(ImportUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary' },
        encoding: { type: 'string', enum: ['utf-8', 'windows-1257', 'windows-1251'] },
        delimiter: { type: 'string', enum: [';', ',', '\t', '|'] },
      },
    },
  })
  @ZodAnswer(envelope(importUploadAnswerSchema), 201)
  async upload(
    @UploadedFile() file: UploadedImport | undefined,
    @Body(new ZodPipe(importUploadFieldsSchema)) fields: ImportUploadFields,
    @CurrentAuth() auth: AuthSession,
  ): Promise<{ data: ImportUploadAnswer }> {
    return { data: await this.imports.upload(file, fields, auth) };
  }

  @Get(':uuid')
  @Access('import_data')
  @ZodAnswer(envelope(importStatusSchema))
  async status(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @Req() req: ApiRequest): Promise<{ data: ImportStatus }> {
    return { data: await this.answer(await this.imports.get(uuid), req.context?.language ?? DEFAULT_LANGUAGE) };
  }

  @Put(':uuid/mapping')
  @Access('import_data')
  @ZodAnswer(envelope(importStatusSchema))
  async map(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(importMappingSchema) body: ImportMapping, @Req() req: ApiRequest): Promise<{ data: ImportStatus }> {
    return { data: await this.answer(await this.imports.map(uuid, body), req.context?.language ?? DEFAULT_LANGUAGE) };
  }

  @Post(':uuid/dry-run')
  @HttpCode(200)
  @Access('import_data')
  @ZodAnswer(envelope(importDryRunAnswerSchema))
  async dryRun(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @CurrentAuth() auth: AuthSession, @Req() req: ApiRequest): Promise<{ data: ImportDryRunAnswer }> {
    return { data: await this.imports.dryRun(uuid, actorOf(auth, req)) };
  }

  /** Starts the run in the background (202); GET /api/imports/{uuid} follows its progress. */
  @Post(':uuid/run')
  @HttpCode(202)
  @Access('import_data')
  @ZodAnswer(envelope(importStatusSchema), 202)
  async run(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @CurrentAuth() auth: AuthSession, @Req() req: ApiRequest): Promise<{ data: ImportStatus }> {
    const actor = actorOf(auth, req);
    return { data: await this.answer(await this.imports.run(uuid, actor), actor.language) };
  }

  @Post(':uuid/undo')
  @HttpCode(200)
  @Access('import_data')
  @ZodAnswer(envelope(importStatusSchema))
  async undo(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @CurrentAuth() auth: AuthSession, @Req() req: ApiRequest): Promise<{ data: ImportStatus }> {
    const actor = actorOf(auth, req);
    return { data: await this.answer(await this.imports.undo(uuid, actor), actor.language) };
  }

  /** The last dry run's or run's row errors, in the reader's language, for a spreadsheet. */
  @Get(':uuid/errors.csv')
  @Access('import_data')
  @ApiProduces('text/csv')
  async errorsCsv(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @Req() req: ApiRequest): Promise<StreamableFile> {
    const dataImport = await this.imports.get(uuid);
    const language = req.context?.language ?? DEFAULT_LANGUAGE;
    const header = (name: string) => ({ header: translate(language, `imports:errors_csv.${name}`) });
    const rows = async function* (errors: ImportErrors) {
      for await (const error of errors.all(uuid)) {
        const row = translateRowError(error, language);
        yield [row.row, row.field, row.column, row.message];
      }
    };
    return new StreamableFile(csvStream([header('row'), header('field'), header('column'), header('message')], rows(this.errors)), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="import-${dataImport.uuid.slice(0, 8)}-errors.csv"`,
    });
  }

  /** One import's answer, its creator named through identity's published view. */
  private async answer(dataImport: DataImport, language: Language): Promise<ImportStatus> {
    return toImportStatus(dataImport, language, await this.imports.creators([dataImport]));
  }
}
