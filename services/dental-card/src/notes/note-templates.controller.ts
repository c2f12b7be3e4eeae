import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  deleteQuerySchema,
  envelope,
  noteTemplateCreateSchema,
  noteTemplateEditSchema,
  noteTemplateSchema,
  pagedEnvelope,
  settingsListQuerySchema,
  uuidParamsSchema,
  type NoteTemplate as NoteTemplateAnswer,
  type NoteTemplateCreate,
  type NoteTemplateEdit,
  type PageQuery,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer } from '@dental/server-core';
import type { NoteTemplate } from './note-template.entity.js';
import { NoteTemplatesService } from './note-templates.service.js';

type Uuid = { uuid: string };

const toAnswer = (template: NoteTemplate): NoteTemplateAnswer => ({ uuid: template.uuid, name: template.name, text: template.text, version: template.version });

/**
 * /api/settings/note-templates (issue 25): whoever reads notes (patients_tooth_map_view) reads the
 * templates to apply them; note_template_edit writes them (docs/decisions.md, issue 25).
 * `sort` is `name` or `created_at`.
 */
@ApiTags('note-templates')
@Controller('settings/note-templates')
export class NoteTemplatesController {
  constructor(private readonly templates: NoteTemplatesService) {}

  @Get()
  @Access('patients_tooth_map_view')
  @ZodAnswer(pagedEnvelope(noteTemplateSchema))
  async list(@ZodQuery(settingsListQuerySchema) query: PageQuery) {
    return pagedAnswer(await this.templates.page(query), toAnswer);
  }

  @Get(':uuid')
  @Access('patients_tooth_map_view')
  @ZodAnswer(envelope(noteTemplateSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: toAnswer(await this.templates.get(uuid)) };
  }

  @Post()
  @HttpCode(201)
  @Access('note_template_edit')
  @ZodAnswer(envelope(noteTemplateSchema), 201)
  async create(@ZodBody(noteTemplateCreateSchema) body: NoteTemplateCreate) {
    return { data: toAnswer(await this.templates.create(body)) };
  }

  @Patch(':uuid')
  @Access('note_template_edit')
  @ZodAnswer(envelope(noteTemplateSchema))
  async edit(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(noteTemplateEditSchema) body: NoteTemplateEdit) {
    return { data: toAnswer(await this.templates.edit(uuid, body)) };
  }

  @Delete(':uuid')
  @HttpCode(204)
  @Access('note_template_edit')
  async remove(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.templates.remove(uuid, version);
  }
}
