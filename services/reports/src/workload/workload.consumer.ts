import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventConsumerDefinition, EventHandler } from '@dental/server-core';
import { REPORTS_LOCK } from '../rebuild/reports-lock.js';
import { WORKLOAD_EVENTS, projectWorkload, type WorkloadEvent } from './workload-projection.js';

/** Keeps the workload's appointments and work times current from the calendar's events. */
@Injectable()
export class WorkloadConsumer implements EventHandler {
  readonly sharedLock = REPORTS_LOCK;

  handle(event: WorkloadEvent, em: EntityManager): Promise<void> {
    return projectWorkload(em, [event]);
  }
}

export const workloadConsumer: EventConsumerDefinition = { name: 'reports.workload', events: WORKLOAD_EVENTS, handler: WorkloadConsumer };
