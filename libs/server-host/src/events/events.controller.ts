import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { deadLetterListSchema, deadLetterQuerySchema, envelope, uuidParamsSchema, type DeadLetter } from '@dental/contracts';
import {
  Access,
  CurrentAuth,
  EVENT_BUS,
  EventBus,
  ZodAnswer,
  ZodParams,
  ZodQuery,
  listDeadLetters,
  notFound,
  retryDeadLetter,
  type AuthSession,
} from '@dental/server-core';
import { z } from 'zod';

/**
 * The operator's view of events that could not be delivered (a consumer failed every attempt):
 * the active company's dead letters, and a retry of one, which delivers it once.
 */
@ApiTags('admin')
@Controller('admin/events')
export class EventsController {
  constructor(@Inject(EVENT_BUS) private readonly bus: EventBus) {}

  @Get()
  @Access('admin')
  @ZodAnswer(deadLetterListSchema)
  async list(@CurrentAuth() auth: AuthSession, @ZodQuery(deadLetterQuerySchema) _query: z.output<typeof deadLetterQuerySchema>): Promise<{ data: DeadLetter[] }> {
    return { data: await listDeadLetters(this.bus, auth.companyId) };
  }

  /** Back to the consumer it failed in; 404 when it is no dead letter of this company. */
  @Post(':uuid/retry')
  @HttpCode(202)
  @Access('admin')
  @ZodAnswer(envelope(z.object({ uuid: z.uuid() })), 202)
  async retry(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: { uuid: string }): Promise<{ data: { uuid: string } }> {
    if (!(await retryDeadLetter(this.bus, auth.companyId, uuid))) throw notFound();
    return { data: { uuid } };
  }
}
