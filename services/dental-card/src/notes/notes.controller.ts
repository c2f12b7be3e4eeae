import { Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  noteAnswerSchema,
  noteCreateSchema,
  noteEditSchema,
  noteListAnswerSchema,
  noteListQuerySchema,
  noteParamsSchema,
  patientParamsSchema,
  type NoteCreate,
  type NoteEdit,
  type NoteListQuery,
} from '@dental/contracts';
import { Audited } from '@dental/patients';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, ZodQuery, type AuthSession } from '@dental/server-core';
import { NotesService } from './notes.service.js';

type NoteParams = { uuid: string; note_uuid: string };

/**
 * /api/patients/{uuid}/notes (issue 25): the card's clinical notes. Read with the tooth map's
 * patients_tooth_map_view, written and signed with patients_tooth_map_edit; every call is in the
 * patient's audit trail like the rest of the card (@Audited, the patients module's interceptor).
 */
@ApiTags('notes')
@Audited('notes')
@Controller('patients/:uuid/notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  @Access('patients_tooth_map_view')
  @ZodAnswer(noteListAnswerSchema)
  async list(@ZodParams(patientParamsSchema) { uuid }: { uuid: string }, @ZodQuery(noteListQuerySchema) query: NoteListQuery) {
    return { data: await this.notes.list(uuid, query.appointment_uuid) };
  }

  @Post()
  @HttpCode(201)
  @Access('patients_tooth_map_edit')
  @ZodAnswer(noteAnswerSchema, 201)
  async create(@CurrentAuth() auth: AuthSession, @ZodParams(patientParamsSchema) { uuid }: { uuid: string }, @ZodBody(noteCreateSchema) body: NoteCreate) {
    return { data: await this.notes.create(uuid, body, auth) };
  }

  @Patch(':note_uuid')
  @Access('patients_tooth_map_edit')
  @ZodAnswer(noteAnswerSchema)
  async edit(@ZodParams(noteParamsSchema) params: NoteParams, @ZodBody(noteEditSchema) body: NoteEdit) {
    return { data: await this.notes.edit(params.uuid, params.note_uuid, body) };
  }

  /** Recorded as an update of resource `notes/sign`: the history tells a signature from a new note. */
  @Post(':note_uuid/sign')
  @HttpCode(200)
  @Audited('notes/sign', 'update')
  @Access('patients_tooth_map_edit')
  @ZodAnswer(noteAnswerSchema)
  async sign(@CurrentAuth() auth: AuthSession, @ZodParams(noteParamsSchema) params: NoteParams) {
    return { data: await this.notes.sign(params.uuid, params.note_uuid, auth) };
  }
}
