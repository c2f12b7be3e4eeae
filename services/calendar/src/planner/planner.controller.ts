import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  absenceConflictsAnswerSchema,
  absenceConflictsQuerySchema,
  envelope,
  plannerAnswerSchema,
  plannerQuerySchema,
  plannerVacationsAnswerSchema,
  plannerVacationsQuerySchema,
  schedulerAnswerSchema,
  schedulerRequestSchema,
  uuidParamsSchema,
  workTimeDeleteQuerySchema,
  workTimeEditSchema,
  workTimeListQuerySchema,
  workTimePageSchema,
  workTimeSchema,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, ZodQuery, type AuthSession } from '@dental/server-core';
import type { z } from 'zod';
import { AbsenceConflictsService } from './absence-conflicts.service.js';
import { PlannerService } from './planner.service.js';
import { SchedulerService } from './scheduler.service.js';

type Uuid = { uuid: string };

/** /planner, /planner-worktimes, /planner-vacations, and the scheduler. */
@ApiTags('planner')
@Controller('planner')
export class PlannerController {
  constructor(
    private readonly planner: PlannerService,
    private readonly scheduler: SchedulerService,
    private readonly conflicts: AbsenceConflictsService,
  ) {}

  @Get()
  @Access('planner_view')
  @ZodAnswer(plannerAnswerSchema)
  async view(@ZodQuery(plannerQuerySchema) query: z.output<typeof plannerQuerySchema>) {
    return { data: await this.planner.view(query) };
  }

  @Get('worktimes')
  @Access('planner_view')
  @ZodAnswer(workTimePageSchema)
  list(@ZodQuery(workTimeListQuerySchema) query: z.output<typeof workTimeListQuerySchema>) {
    return this.planner.list(query);
  }

  /** The scheduler: one rule, many dated work times. */
  @Post('worktimes')
  @HttpCode(201)
  @Access('planner_add')
  @ZodAnswer(schedulerAnswerSchema, 201)
  async schedule(@CurrentAuth() auth: AuthSession, @ZodBody(schedulerRequestSchema) body: z.output<typeof schedulerRequestSchema>) {
    return { data: await this.scheduler.schedule(body, auth) };
  }

  @Patch('worktimes/:uuid')
  @Access('planner_edit')
  @ZodAnswer(envelope(workTimeSchema))
  async edit(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(uuidParamsSchema) { uuid }: Uuid,
    @ZodBody(workTimeEditSchema) body: z.output<typeof workTimeEditSchema>,
  ) {
    return { data: await this.planner.edit(uuid, body, auth) };
  }

  @Delete('worktimes/:uuid')
  @HttpCode(204)
  @Access('planner_edit')
  async remove(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(uuidParamsSchema) { uuid }: Uuid,
    @ZodQuery(workTimeDeleteQuerySchema) { version }: { version: number },
  ): Promise<void> {
    await this.planner.remove(uuid, version, auth);
  }

  @Get('vacations')
  @Access('planner_view')
  @ZodAnswer(plannerVacationsAnswerSchema)
  vacations(@ZodQuery(plannerVacationsQuerySchema) query: z.output<typeof plannerVacationsQuerySchema>) {
    return this.planner.vacations(query);
  }

  /** Before a holiday or an absence is saved: the appointments and work times it would stand over. */
  @Get('absence-conflicts')
  @Access('planner_view')
  @ZodAnswer(absenceConflictsAnswerSchema)
  async absenceConflicts(@ZodQuery(absenceConflictsQuerySchema) query: z.output<typeof absenceConflictsQuerySchema>) {
    return { data: await this.conflicts.preview(query) };
  }
}
