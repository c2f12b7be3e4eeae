import { Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  recallAttemptCreateSchema,
  recallCreateSchema,
  recallEditSchema,
  recallListAnswerSchema,
  recallListQuerySchema,
  recallSchema,
  uuidParamsSchema,
  type RecallAttemptCreate,
  type RecallCreate,
  type RecallEdit,
  type RecallListQuery,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, ZodQuery, type AuthSession } from '@dental/server-core';
import { RecallAudit } from './recall-audit.js';
import { RecallService } from './recall.service.js';

type Uuid = { uuid: string };

/**
 * The recall list and its writes: recall_view reads, recall_edit logs attempts and sets due dates
 * by hand. Every answer naming a patient is on their audit trail (RecallAudit).
 */
@ApiTags('recalls')
@Controller('recalls')
export class RecallController {
  constructor(
    private readonly recalls: RecallService,
    private readonly audit: RecallAudit,
  ) {}

  @Get()
  @Access('recall_view')
  @ZodAnswer(recallListAnswerSchema)
  async list(@CurrentAuth() auth: AuthSession, @ZodQuery(recallListQuerySchema) query: RecallListQuery) {
    const answer = await this.recalls.list(query);
    // Filtered by one patient, the global interceptor records the read of that patient.
    if (!query.patient_uuid) await this.audit.recordList(answer.data, auth, query);
    return answer;
  }

  @Get(':uuid')
  @Access('recall_view')
  @ZodAnswer(envelope(recallSchema))
  async get(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    const recall = await this.recalls.get(uuid);
    await this.audit.record(recall, 'read', auth);
    return { data: recall };
  }

  /** A recall of a type set by hand for a patient who has none (409 RECALL_EXISTS otherwise). */
  @Post()
  @HttpCode(201)
  @Access('recall_edit')
  @ZodAnswer(envelope(recallSchema), 201)
  async create(@CurrentAuth() auth: AuthSession, @ZodBody(recallCreateSchema) body: RecallCreate) {
    const recall = await this.recalls.create(body, auth);
    await this.audit.record(recall, 'create', auth, { due_date: recall.due_date });
    return { data: recall };
  }

  /** Its due date set or snoozed by hand, with a reason. */
  @Patch(':uuid')
  @Access('recall_edit')
  @ZodAnswer(envelope(recallSchema))
  async edit(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(recallEditSchema) body: RecallEdit) {
    const recall = await this.recalls.edit(uuid, body, auth);
    await this.audit.record(recall, 'update', auth, { kind: body.kind, due_date: recall.due_date });
    return { data: recall };
  }

  /** A call, message or letter and its outcome; answers the recall with it (its state may now be `contacted`). */
  @Post(':uuid/attempts')
  @HttpCode(201)
  @Access('recall_edit')
  @ZodAnswer(envelope(recallSchema), 201)
  async logAttempt(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(recallAttemptCreateSchema) body: RecallAttemptCreate) {
    const recall = await this.recalls.logAttempt(uuid, body, auth);
    await this.audit.record(recall, 'create', auth, { attempt: recall.attempts[0]?.uuid, channel: body.channel, outcome: body.outcome });
    return { data: recall };
  }
}
