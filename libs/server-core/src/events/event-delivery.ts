import type { EntityManager } from '@mikro-orm/postgresql';
import { EVENT_CATALOGUE, type DomainEvent, type EventEnvelope, type EventType } from '@dental/contracts';
import { withTenant } from '../database/tenant.js';
import type { EventHandler } from './event-consumer.js';

/**
 * One delivery of one event to one consumer, exactly once in effect: in one transaction scoped to
 * the event's company, the consumer's inbox row is claimed (`event_inbox`, keyed on consumer and
 * event id) and, only if it was new, the handler's effect is written. A repeat delivery (a retry
 * after a crash between this commit and pg-boss's completion, two instances, a replay) finds the
 * row and does nothing.
 */
export async function deliverOnce(root: EntityManager, consumer: string, handler: EventHandler, envelope: EventEnvelope): Promise<boolean> {
  const event = checkedEvent(envelope);
  const em = root.fork();
  return withTenant(em, event.company_id, () =>
    em.transactional(async (tx) => {
      if (handler.sharedLock !== undefined) await tx.execute('select pg_advisory_xact_lock_shared(?)', [handler.sharedLock]);
      if (!(await claimInbox(tx, consumer, [event.id])).length) return false;
      await handler.handle(event, tx);
      return true;
    }),
  );
}

/** Claims inbox rows of `consumer` for `ids`; answers the ids that were not claimed before. */
export async function claimInbox(em: EntityManager, consumer: string, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await em.execute<{ event_id: string }[]>(
    `insert into event_inbox (consumer, event_id) select ?, unnest(?::uuid[]) on conflict do nothing returning event_id`,
    [consumer, `{${ids.join(',')}}`],
  );
  return rows.map((row) => row.event_id);
}

/** The envelope as a typed event, its data checked against the version it names (a consumer never guesses). */
export function checkedEvent(envelope: EventEnvelope): DomainEvent {
  const entry = EVENT_CATALOGUE[envelope.type as EventType];
  if (!entry) throw new Error(`unknown event type ${envelope.type}`);
  if (entry.version !== envelope.version) throw new Error(`event ${envelope.type} v${envelope.version}: this build reads v${entry.version}`);
  return { ...envelope, data: entry.data.parse(envelope.data) } as DomainEvent;
}
