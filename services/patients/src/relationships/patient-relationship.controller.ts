import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  patientRelationshipCreateSchema,
  patientRelationshipParamsSchema,
  patientRelationshipSchema,
  uuidParamsSchema,
  type PatientRelationship,
  type PatientRelationshipCreate,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams } from '@dental/server-core';
import { z } from 'zod';
import { Audited } from '../audit/audited.decorator.js';
import { toRelationshipAnswer } from './patient-relationship.mapper.js';
import { PatientRelationshipService } from './patient-relationship.service.js';

/** The kinship tab: links read from both sides. */
@ApiTags('patients')
@Controller('patients/:uuid/relationships')
@Audited('relationships')
export class PatientRelationshipController {
  constructor(private readonly relationships: PatientRelationshipService) {}

  @Get()
  @Access('patients_view')
  @ZodAnswer(envelope(z.array(patientRelationshipSchema)))
  async list(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }): Promise<{ data: PatientRelationship[] }> {
    return { data: (await this.relationships.list(uuid)).map((link) => toRelationshipAnswer(link, uuid)) };
  }

  /** `{relative_uuid, type}`: "the relative is this patient's <type>". 409 when the pair is linked already. */
  @Post()
  @Access('patients_edit')
  @ZodAnswer(envelope(patientRelationshipSchema), 201)
  async create(
    @ZodParams(uuidParamsSchema) { uuid }: { uuid: string },
    @ZodBody(patientRelationshipCreateSchema) body: PatientRelationshipCreate,
  ): Promise<{ data: PatientRelationship }> {
    return { data: toRelationshipAnswer(await this.relationships.create(uuid, body), uuid) };
  }

  @Delete(':relationship_uuid')
  @HttpCode(204)
  @Access('patients_edit')
  async remove(
    @ZodParams(patientRelationshipParamsSchema) params: { uuid: string; relationship_uuid: string },
  ): Promise<void> {
    await this.relationships.remove(params.uuid, params.relationship_uuid);
  }
}
