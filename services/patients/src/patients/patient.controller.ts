import { Controller, Delete, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  pagedEnvelope,
  patientCreateSchema,
  patientEditSchema,
  patientListItemSchema,
  patientListQuerySchema,
  patientReadQuerySchema,
  patientSaveAnswerSchema,
  patientSchema,
  sharedCodeGroupSchema,
  uuidParamsSchema,
  type Patient,
  type PatientListItem,
  type PatientListQuery,
  type PatientReadQuery,
  type PatientSaveAnswer,
  type SharedCodeGroup,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer, type ApiRequest, type PagedAnswer } from '@dental/server-core';
import { z } from 'zod';
import { Audited, recordChanges } from '../audit/audited.decorator.js';
import { refuseReadWithoutReason } from '../data-rights/patient-restriction.service.js';
import { toPatientAnswer } from './patient.mapper.js';
import { PatientListReads } from './patient-list.reads.js';
import { PatientService, type SavedPatient } from './patient.service.js';

const saved = ({ patient, warnings }: SavedPatient): PatientSaveAnswer => ({ data: toPatientAnswer(patient), warnings });

@ApiTags('patients')
@Controller('patients')
@Audited('patient')
export class PatientController {
  constructor(
    private readonly patients: PatientService,
    private readonly lists: PatientListReads,
  ) {}

  /** The list: search over names, phones, personal code, client card and e-mail (accents folded). */
  @Get()
  @Access('patients_view')
  @Audited('patient', 'list')
  @ZodAnswer(pagedEnvelope(patientListItemSchema))
  async list(@ZodQuery(patientListQuerySchema) query: PatientListQuery): Promise<PagedAnswer<PatientListItem>> {
    return pagedAnswer(await this.lists.list(query), (item) => item);
  }

  /** Cards sharing a personal code (from before codes became unique), grouped, for the desk to merge. Before `:uuid`. */
  @Get('shared-codes')
  @Access('patients_view')
  @Audited('patient', 'list')
  @ZodAnswer(envelope(z.array(sharedCodeGroupSchema)))
  async sharedCodes(): Promise<{ data: SharedCodeGroup[] }> {
    return { data: await this.patients.sharedCodes() };
  }

  /** The card; a restricted patient's needs `?reason=` (kept in the read's audit row), else 409 PATIENT_RESTRICTED. */
  @Get(':uuid')
  @Access('patients_view')
  @ZodAnswer(envelope(patientSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }, @ZodQuery(patientReadQuerySchema) query: PatientReadQuery): Promise<{ data: Patient }> {
    const patient = await this.patients.get(uuid);
    refuseReadWithoutReason(patient, query.reason);
    return { data: toPatientAnswer(patient) };
  }

  /** Saves and answers `{data, warnings}`: possible duplicates and a new-form checksum hint. */
  @Post()
  @Access('patients_add')
  @ZodAnswer(patientSaveAnswerSchema, 201)
  async create(@ZodBody(patientCreateSchema) body: z.output<typeof patientCreateSchema>): Promise<PatientSaveAnswer> {
    return saved(await this.patients.create(body));
  }

  @Patch(':uuid')
  @Access('patients_edit')
  @ZodAnswer(patientSaveAnswerSchema)
  async edit(
    @ZodParams(uuidParamsSchema) { uuid }: { uuid: string },
    @ZodBody(patientEditSchema) body: z.output<typeof patientEditSchema>,
    @Req() req: ApiRequest,
  ): Promise<PatientSaveAnswer> {
    const result = await this.patients.edit(uuid, body);
    recordChanges(req, result.changes);
    return saved(result);
  }

  /** Soft delete: the card leaves the lists, its history stays. */
  @Delete(':uuid')
  @HttpCode(204)
  @Access('patients_delete')
  async remove(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }): Promise<void> {
    await this.patients.remove(uuid);
  }
}
