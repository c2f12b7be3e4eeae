import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  deleteQuerySchema,
  envelope,
  pagedEnvelope,
  pageQuerySchema,
  userItemParamsSchema,
  userUuidParamsSchema,
  vacationCreateSchema,
  vacationEditSchema,
  vacationSchema,
  workTemplateCreateSchema,
  workTemplateEditSchema,
  workTemplateSchema,
  type PageQuery,
  type Vacation,
  type VacationCreate,
  type VacationEdit,
  type WorkTemplate,
  type WorkTemplateCreate,
  type WorkTemplateEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer } from '@dental/server-core';
import { z } from 'zod';
import { absenceAnswer } from '../holidays/absence.entity.js';
import type { UserVacation } from './user-vacation.entity.js';
import type { UserWorkTemplate } from './user-work-template.entity.js';
import { UserScheduleService } from './user-schedule.service.js';

type UserParams = { user_uuid: string };
type ItemParams = { user_uuid: string; uuid: string };

export const toWorkTemplateAnswer = (template: UserWorkTemplate): WorkTemplate => ({
  uuid: template.uuid,
  user_uuid: template.userUuid,
  branch_uuid: template.branch.uuid,
  weekday: template.weekday,
  time_from: template.timeFrom,
  time_to: template.timeTo,
  room_uuid: template.room?.uuid ?? null,
  version: template.version,
});

export const toVacationAnswer = (vacation: UserVacation): Vacation => ({ ...absenceAnswer(vacation), user_uuid: vacation.userUuid });

/** A user's working-hours and vacations tabs (user_working_hours_view / user_edit). */
@ApiTags('users')
@Controller('settings/users/:user_uuid')
export class UserScheduleController {
  constructor(private readonly schedule: UserScheduleService) {}

  /** The whole week (a handful of rows), by weekday and time: not paged. */
  @Get('working-hours')
  @Access('user_working_hours_view')
  @ZodAnswer(envelope(z.array(workTemplateSchema)))
  async templates(@ZodParams(userUuidParamsSchema) { user_uuid }: UserParams) {
    return { data: (await this.schedule.templatesOf(user_uuid)).map(toWorkTemplateAnswer) };
  }

  @Post('working-hours')
  @HttpCode(201)
  @Access('user_edit')
  @ZodAnswer(envelope(workTemplateSchema), 201)
  async createTemplate(@ZodParams(userUuidParamsSchema) { user_uuid }: UserParams, @ZodBody(workTemplateCreateSchema) body: WorkTemplateCreate) {
    return { data: toWorkTemplateAnswer(await this.schedule.createTemplate(user_uuid, body)) };
  }

  @Patch('working-hours/:uuid')
  @Access('user_edit')
  @ZodAnswer(envelope(workTemplateSchema))
  async editTemplate(@ZodParams(userItemParamsSchema) { user_uuid, uuid }: ItemParams, @ZodBody(workTemplateEditSchema) body: WorkTemplateEdit) {
    return { data: toWorkTemplateAnswer(await this.schedule.editTemplate(user_uuid, uuid, body)) };
  }

  @Delete('working-hours/:uuid')
  @HttpCode(204)
  @Access('user_edit')
  async removeTemplate(@ZodParams(userItemParamsSchema) { user_uuid, uuid }: ItemParams, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.schedule.removeTemplate(user_uuid, uuid, version);
  }

  @Get('vacations')
  @Access('user_working_hours_view')
  @ZodAnswer(pagedEnvelope(vacationSchema))
  async vacations(@ZodParams(userUuidParamsSchema) { user_uuid }: UserParams, @ZodQuery(pageQuerySchema) query: PageQuery) {
    return pagedAnswer(await this.schedule.vacations(user_uuid, query), toVacationAnswer);
  }

  @Get('vacations/:uuid')
  @Access('user_working_hours_view')
  @ZodAnswer(envelope(vacationSchema))
  async vacation(@ZodParams(userItemParamsSchema) { user_uuid, uuid }: ItemParams) {
    return { data: toVacationAnswer(await this.schedule.vacation(user_uuid, uuid)) };
  }

  @Post('vacations')
  @HttpCode(201)
  @Access('user_edit')
  @ZodAnswer(envelope(vacationSchema), 201)
  async createVacation(@ZodParams(userUuidParamsSchema) { user_uuid }: UserParams, @ZodBody(vacationCreateSchema) body: VacationCreate) {
    return { data: toVacationAnswer(await this.schedule.createVacation(user_uuid, body)) };
  }

  @Patch('vacations/:uuid')
  @Access('user_edit')
  @ZodAnswer(envelope(vacationSchema))
  async editVacation(@ZodParams(userItemParamsSchema) { user_uuid, uuid }: ItemParams, @ZodBody(vacationEditSchema) body: VacationEdit) {
    return { data: toVacationAnswer(await this.schedule.editVacation(user_uuid, uuid, body)) };
  }

  @Delete('vacations/:uuid')
  @HttpCode(204)
  @Access('user_edit')
  async removeVacation(@ZodParams(userItemParamsSchema) { user_uuid, uuid }: ItemParams, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.schedule.removeVacation(user_uuid, uuid, version);
  }
}
