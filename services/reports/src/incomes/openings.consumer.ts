import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventConsumerDefinition, EventHandler } from '@dental/server-core';
import { REPORTS_LOCK } from '../rebuild/reports-lock.js';
import { OPENING_EVENTS, projectOpeningBalances, type OpeningEvent } from './opening-balances.js';

/** Keeps the balances carried over from an old system, from billing's events. */
@Injectable()
export class OpeningsConsumer implements EventHandler {
  readonly sharedLock = REPORTS_LOCK;

  handle(event: OpeningEvent, em: EntityManager): Promise<void> {
    return projectOpeningBalances(em, [event]);
  }
}

export const openingsConsumer: EventConsumerDefinition = { name: 'reports.openings', events: OPENING_EVENTS, handler: OpeningsConsumer };
