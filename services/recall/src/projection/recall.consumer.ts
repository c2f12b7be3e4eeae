import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventConsumerDefinition, EventHandler } from '@dental/server-core';
import { RECALL_EVENTS, projectRecallEvents, type RecallEvent } from './recall-events.js';
import { RECALL_LOCK } from './recall-lock.js';
import { refreshRecalls } from './refresh-recalls.js';

/**
 * Keeps the patients' recalls current from the dental card's treatments, the calendar's
 * appointments and the patients module's merges: each event lands in the read model, then the
 * recalls of the patients it touched are refreshed (a treatment moves a due date; an appointment
 * changes no stored recall: "booked" is read against the coming appointments when listed).
 */
@Injectable()
export class RecallConsumer implements EventHandler {
  readonly sharedLock = RECALL_LOCK;

  async handle(event: RecallEvent, em: EntityManager): Promise<void> {
    const touched = await projectRecallEvents(em, [event]);
    for (const [companyId, patients] of touched) await refreshRecalls(em, { companyId, patients: [...patients] });
  }
}

export const recallConsumer: EventConsumerDefinition = { name: 'recall.recalls', events: RECALL_EVENTS, handler: RecallConsumer };
