import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  APPOINTMENT_STATUS,
  appointmentAnswerSchema,
  appointmentChangesAnswerSchema,
  appointmentCreateSchema,
  appointmentDeleteQuerySchema,
  appointmentEditSchema,
  appointmentMoveSchema,
  appointmentSaveAnswerSchema,
  appointmentStatusChangeSchema,
  appointmentVersionSchema,
  uuidParamsSchema,
  type AppointmentSaveAnswer,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, ZodQuery, type AuthSession } from '@dental/server-core';
import type { z } from 'zod';
import { AppointmentChangesService } from './appointment-changes.service.js';
import { toAppointmentAnswer } from './appointment.mapper.js';
import { AppointmentService, type SavedAppointment } from './appointment.service.js';

type Uuid = { uuid: string };
const answer = (saved: SavedAppointment): AppointmentSaveAnswer => ({
  data: toAppointmentAnswer(saved.appointment, saved.outsideWorkTime),
  warnings: saved.warnings,
});

/** One appointment: booking, reading, editing, moving, statuses, deleting, its change log. */
@ApiTags('calendar')
@Controller('calendar/appointments')
export class AppointmentController {
  constructor(
    private readonly appointments: AppointmentService,
    private readonly changes: AppointmentChangesService,
  ) {}

  @Post()
  @HttpCode(201)
  @Access('calendar_add')
  @ZodAnswer(appointmentSaveAnswerSchema, 201)
  async create(@CurrentAuth() auth: AuthSession, @ZodBody(appointmentCreateSchema) body: z.output<typeof appointmentCreateSchema>) {
    return answer(await this.appointments.create(body, auth));
  }

  @Get(':uuid')
  @Access('calendar_view')
  @ZodAnswer(appointmentAnswerSchema)
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    const appointment = await this.appointments.get(uuid);
    return { data: toAppointmentAnswer(appointment, await this.appointments.outsideWorkTime(appointment)) };
  }

  @Patch(':uuid')
  @Access('calendar_edit')
  @ZodAnswer(appointmentSaveAnswerSchema)
  async edit(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(uuidParamsSchema) { uuid }: Uuid,
    @ZodBody(appointmentEditSchema) body: z.output<typeof appointmentEditSchema>,
  ) {
    return answer(await this.appointments.edit(uuid, body, auth));
  }

  /** Drag to another room/time, or resize. */
  @Patch(':uuid/move')
  @Access('calendar_edit')
  @ZodAnswer(appointmentSaveAnswerSchema)
  async move(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(uuidParamsSchema) { uuid }: Uuid,
    @ZodBody(appointmentMoveSchema) body: z.output<typeof appointmentMoveSchema>,
  ) {
    return answer(await this.appointments.move(uuid, body, auth, false));
  }

  /** A queued (status 0) appointment dropped onto the calendar. */
  @Post(':uuid/plan')
  @HttpCode(200)
  @Access('calendar_edit')
  @ZodAnswer(appointmentSaveAnswerSchema)
  async plan(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(uuidParamsSchema) { uuid }: Uuid,
    @ZodBody(appointmentMoveSchema) body: z.output<typeof appointmentMoveSchema>,
  ) {
    return answer(await this.appointments.move(uuid, body, auth, true));
  }

  @Patch(':uuid/status')
  @Access('calendar_edit')
  @ZodAnswer(appointmentSaveAnswerSchema)
  async status(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(uuidParamsSchema) { uuid }: Uuid,
    @ZodBody(appointmentStatusChangeSchema) body: z.output<typeof appointmentStatusChangeSchema>,
  ) {
    return answer(await this.appointments.changeStatus(uuid, body.status, body.version, auth));
  }

  /** The "start" button: in the room. */
  @Post(':uuid/start')
  @HttpCode(200)
  @Access('calendar_edit')
  @ZodAnswer(appointmentSaveAnswerSchema)
  async start(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(appointmentVersionSchema) body: { version: number }) {
    return answer(await this.appointments.changeStatus(uuid, APPOINTMENT_STATUS.in_room, body.version, auth, 'started'));
  }

  /** The "end" button: finished, no invoice yet. */
  @Post(':uuid/end')
  @HttpCode(200)
  @Access('calendar_edit')
  @ZodAnswer(appointmentSaveAnswerSchema)
  async end(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(appointmentVersionSchema) body: { version: number }) {
    return answer(await this.appointments.changeStatus(uuid, APPOINTMENT_STATUS.finished, body.version, auth, 'ended'));
  }

  /** Canceled: the slot is free again; the appointment stays in the calendar and history. */
  @Post(':uuid/cancel')
  @HttpCode(200)
  @Access('calendar_delete')
  @ZodAnswer(appointmentSaveAnswerSchema)
  async cancel(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(appointmentVersionSchema) body: { version: number }) {
    return answer(await this.appointments.changeStatus(uuid, APPOINTMENT_STATUS.canceled, body.version, auth, 'canceled'));
  }

  /** The queue's "to call": the patient who pressed "Call me" was called back. */
  @Post(':uuid/called')
  @HttpCode(200)
  @Access('calendar_edit')
  @ZodAnswer(appointmentSaveAnswerSchema)
  async called(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(appointmentVersionSchema) body: { version: number }) {
    return answer(await this.appointments.markCalled(uuid, body.version, auth));
  }

  @Delete(':uuid')
  @HttpCode(204)
  @Access('calendar_delete')
  async remove(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(uuidParamsSchema) { uuid }: Uuid,
    @ZodQuery(appointmentDeleteQuerySchema) { version }: { version: number },
  ): Promise<void> {
    await this.appointments.remove(uuid, version, auth);
  }

  @Get(':uuid/changes')
  @Access('calendar_view')
  @ZodAnswer(appointmentChangesAnswerSchema)
  async changeLog(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: await this.changes.log(uuid) };
  }
}
