import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { fromKysely, type KyselyTransactionLike } from 'pg-boss';
import { EVENT_CATALOGUE, type EventData, type EventEnvelope, type EventType } from '@dental/contracts';
import { tenantCompanyId } from '../database/tenant.js';
import { EventBus, type JobWorker } from './event-bus.js';
import { appendToEventLog } from './event-log.js';

/** The platform's event bus, as the host provides it (one per API process). */
export const EVENT_BUS = Symbol('EVENT_BUS');

/**
 * How a module tells the others what it did: in the transaction of the change, the event is
 * appended to the event log (kept for replays) and handed to pg-boss through that same
 * transaction, one job per subscribed consumer. A rolled-back change publishes nothing; a
 * committed one reaches every consumer at least once (they keep it once: event-delivery.ts).
 */
@Injectable()
export class EventOutbox {
  constructor(@Inject(EVENT_BUS) private readonly bus: EventBus) {}

  async publish<T extends EventType>(em: EntityManager, type: T, data: EventData<T>, companyId: number = tenantCompanyId(em)): Promise<EventEnvelope> {
    const context = em.getTransactionContext<KyselyTransactionLike>();
    if (!context) throw new Error(`event ${type} published outside a transaction: it must commit with its change`);
    const envelope = envelopeOf(type, data, companyId);
    await appendToEventLog(em, [envelope]);
    await this.bus.boss.publish(type, envelope, { db: fromKysely(context) });
    return envelope;
  }

  /**
   * Queues one job of a module's own worker (EventBus.registerWorker) in the transaction of `em`:
   * a rolled-back request queues nothing.
   */
  async sendJob(em: EntityManager, queue: string, data: object): Promise<void> {
    const context = em.getTransactionContext<KyselyTransactionLike>();
    if (!context) throw new Error(`job ${queue} sent outside a transaction: it must commit with its change`);
    await this.bus.boss.send(queue, data, { db: fromKysely(context) });
  }

  /** Serves a module's job queue (see EventBus.registerWorker). */
  registerWorker<T extends object>(worker: JobWorker<T>): Promise<void> {
    return this.bus.registerWorker(worker);
  }
}

/** An event of `type` with its data checked against the catalogue's shape (strict: no stray field reaches a consumer). */
export function envelopeOf<T extends EventType>(type: T, data: EventData<T>, companyId: number, occurredAt = new Date()): EventEnvelope {
  const { version, data: schema } = EVENT_CATALOGUE[type];
  return { id: randomUUID(), type, version, company_id: companyId, occurred_at: occurredAt.toISOString(), data: schema.parse(data) as Record<string, unknown> };
}
