import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Recall as RecallAnswer, RecallAttemptCreate, RecallCreate, RecallEdit, RecallListAnswer, RecallListQuery } from '@dental/contracts';
import { ApiException, SOFT_DELETE_FILTER, badRequest, checkVersion, tenantCompanyId, type AuthSession } from '@dental/server-core';
import { lockRecalls } from '../projection/recall-lock.js';
import { refreshRecalls } from '../projection/refresh-recalls.js';
import { RecallType } from '../recall-types/recall-type.entity.js';
import { RecallAttempt } from './recall-attempt.entity.js';
import { RecallListReads } from './recall-list.reads.js';
import { toRecallAnswer } from './recall.mapper.js';
import { Recall } from './recall.entity.js';

/**
 * Each patient's recalls: the list, one recall, and the desk's writes (attempts, a due date set or
 * snoozed by hand). A write that moves a due date goes through refreshRecalls in its transaction,
 * the one place the rule of a due date is written (projection/refresh-recalls.ts).
 */
@Injectable()
export class RecallService {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: RecallListReads,
  ) {}

  async list(query: RecallListQuery): Promise<RecallListAnswer> {
    const { rows, counts, total } = await this.reads.page(query);
    const attempts = await this.reads.attempts(rows.map((row) => row.uuid));
    return { data: rows.map((row) => toRecallAnswer(row, attempts)), meta: { page: query.page, per_page: query.per_page, total }, counts };
  }

  /** One recall of the company whose patient and type are live (else 404), with its attempts. */
  async get(uuid: string): Promise<RecallAnswer> {
    const row = await this.reads.one(uuid);
    return toRecallAnswer(row, await this.reads.attempts([row.uuid]));
  }

  async logAttempt(uuid: string, body: RecallAttemptCreate, auth: AuthSession): Promise<RecallAnswer> {
    await this.reads.one(uuid);
    this.em.create(RecallAttempt, {
      recall: this.em.getReference(Recall, uuid),
      channel: body.channel,
      outcome: body.outcome,
      note: body.note ?? null,
      userUuid: auth.userId,
    });
    await this.em.flush();
    return this.get(uuid);
  }

  /** A recall set by hand for a patient without one of the type (a deleted one comes back). */
  async create(body: RecallCreate, auth: AuthSession): Promise<RecallAnswer> {
    const companyId = tenantCompanyId(this.em);
    const [patient] = await this.em.execute<{ uuid: string }[]>(
      'select p.uuid from patients_v1.patient_ref p where p.uuid = ? and p.company_id = ? and p.deleted_at is null',
      [body.patient_uuid, companyId],
    );
    if (!patient) throw badRequest('VALIDATION_FAILED', { patient_uuid: 'unknown_patient' });
    const type = await this.em.findOne(RecallType, { uuid: body.type_uuid });
    if (!type) throw badRequest('VALIDATION_FAILED', { type_uuid: 'unknown_recall_type' });
    const existing = await this.em.findOne(Recall, { type, patientUuid: body.patient_uuid }, { filters: { [SOFT_DELETE_FILTER]: false } });
    if (existing && !existing.deletedAt) throw exists(existing.uuid);
    const recall = existing ?? this.em.create(Recall, { type, patientUuid: body.patient_uuid, dueDate: body.due_date, cycleStartedAt: new Date() });
    recall.deletedAt = null;
    setByHand(recall, 'set', body.due_date, body.reason, auth);
    try {
      await this.saveAndRefresh(recall);
    } catch (error) {
      // Two desks setting the same patient's recall at once: the second finds the first's.
      if (error instanceof UniqueConstraintViolationException) throw exists(null);
      throw error;
    }
    return this.get(recall.uuid);
  }

  /** A due date by hand: `set` to any date, `snooze` only later than the one it has (else 400 on due_date). */
  async edit(uuid: string, body: RecallEdit, auth: AuthSession): Promise<RecallAnswer> {
    const current = await this.reads.one(uuid);
    const recall = await this.em.findOneOrFail(Recall, { uuid });
    await checkVersion(this.em, recall, body.version);
    if (body.kind === 'snooze' && body.due_date <= current.due_date) {
      throw badRequest('VALIDATION_FAILED', { due_date: { key: 'recall_snooze_not_later', params: { date: current.due_date } } });
    }
    setByHand(recall, body.kind, body.due_date, body.reason, auth);
    await this.saveAndRefresh(recall);
    return this.get(uuid);
  }

  /** The patient's recalls are locked first (then the row is written), as every refresh takes them: no deadlock with a delivery. */
  private async saveAndRefresh(recall: Recall): Promise<void> {
    await this.em.transactional(async (em) => {
      const scope = { companyId: tenantCompanyId(em), patients: [recall.patientUuid], types: [recall.type.uuid] };
      await lockRecalls(em, scope.companyId, scope.patients);
      await em.flush();
      await refreshRecalls(em, scope);
    });
  }
}

function setByHand(recall: Recall, kind: RecallEdit['kind'], dueDate: string, reason: string, auth: AuthSession): void {
  Object.assign(recall, { overrideKind: kind, overrideDueDate: dueDate, overrideReason: reason, overrideAt: new Date(), overrideBy: auth.userId });
}

const exists = (uuid: string | null) => new ApiException(409, 'RECALL_EXISTS', undefined, {}, uuid ? { uuid } : undefined);
