import type { EntityManager } from '@mikro-orm/postgresql';
import { checkedEvent, claimInbox, readEventLog } from '@dental/server-core';
import { recallConsumer } from './recall.consumer.js';
import { RECALL_EVENTS, clearRecallReadModel, projectRecallEvents, type RecallEvent } from './recall-events.js';
import { RECALL_LOCK } from './recall-lock.js';
import { refreshRecalls } from './refresh-recalls.js';

const PAGE = 5_000;

/**
 * Rebuilds the recall module's read model from the event log alone (the demo seed, the migration
 * that introduced the module, a repair): empties it, replays every event its consumer takes,
 * oldest first, through the consumer's own functions, marks them taken in the consumer's inbox
 * (a delivery still queued changes nothing twice), then refreshes the recalls of every company
 * that has recall types. The recalls, their attempts and dates set by hand are the module's own
 * records and stay. Holds the recall lock alone; `em` must be in a transaction. Answers the
 * number of events replayed.
 */
export async function rebuildRecalls(em: EntityManager): Promise<number> {
  await em.execute('select pg_advisory_xact_lock(?)', [RECALL_LOCK]);
  await clearRecallReadModel(em);
  let replayed = 0;
  for (let after = 0; ; ) {
    const page = await readEventLog(em, RECALL_EVENTS, after, PAGE);
    if (!page.length) break;
    await projectRecallEvents(em, page.map(checkedEvent) as RecallEvent[]);
    await claimInbox(em, recallConsumer.name, page.map((event) => event.id));
    replayed += page.length;
    after = page[page.length - 1].seq;
  }
  const companies = await em.execute<{ company_id: number }[]>('select distinct company_id from recall_type');
  for (const { company_id: companyId } of companies) await refreshRecalls(em, { companyId });
  return replayed;
}
