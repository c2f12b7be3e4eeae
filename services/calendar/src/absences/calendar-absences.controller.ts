import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { plannerVacationsAnswerSchema, plannerVacationsQuerySchema } from '@dental/contracts';
import { Access, ZodAnswer, ZodQuery } from '@dental/server-core';
import type { z } from 'zod';
import { AppointmentRefs } from '../appointments/appointment-refs.js';
import { AbsencesService } from '../planner/absences.service.js';

/**
 * GET /api/calendar/absences (calendar_view): the branch's holidays and its users' absences over
 * the shown days, so the calendar shades a closed day and marks an absent doctor for everyone who
 * books (the planner's own list needs planner_view). Same answer as /planner/vacations.
 */
@ApiTags('calendar')
@Controller('calendar')
export class CalendarAbsencesController {
  constructor(
    private readonly refs: AppointmentRefs,
    private readonly absences: AbsencesService,
  ) {}

  @Get('absences')
  @Access('calendar_view')
  @ZodAnswer(plannerVacationsAnswerSchema)
  async list(@ZodQuery(plannerVacationsQuerySchema) query: z.output<typeof plannerVacationsQuerySchema>) {
    const branch = await this.refs.branch(query.branch_uuid);
    return { data: await this.absences.periods(branch, query.from, query.to, query.user_uuid) };
  }
}
