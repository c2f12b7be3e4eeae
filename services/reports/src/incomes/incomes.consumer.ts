import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventConsumerDefinition, EventHandler } from '@dental/server-core';
import { REPORTS_LOCK } from '../rebuild/reports-lock.js';
import { INCOME_EVENTS, addIncomeDeltas, incomeDelta, type IncomeEvent } from './income-summary.js';

/** Keeps the incomes summary current from billing's and the dental card's events. */
@Injectable()
export class IncomesConsumer implements EventHandler {
  readonly sharedLock = REPORTS_LOCK;

  async handle(event: IncomeEvent, em: EntityManager): Promise<void> {
    const delta = incomeDelta(event);
    if (delta) await addIncomeDeltas(em, [delta]);
  }
}

export const incomesConsumer: EventConsumerDefinition = { name: 'reports.incomes', events: INCOME_EVENTS, handler: IncomesConsumer };
