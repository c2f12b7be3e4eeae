import type { EntityManager } from '@mikro-orm/postgresql';
import { checkedEvent, claimInbox, readEventLog } from '@dental/server-core';
import { incomesConsumer } from '../incomes/incomes.consumer.js';
import { INCOME_EVENTS, SUMMARY_TABLE, addIncomeDeltas, incomeDelta, type IncomeEvent } from '../incomes/income-summary.js';
import { workloadConsumer } from '../workload/workload.consumer.js';
import { openingsConsumer } from '../incomes/openings.consumer.js';
import { OPENING_EVENTS, projectOpeningBalances } from '../incomes/opening-balances.js';
import { WORKLOAD_EVENTS, projectWorkload, type WorkloadEvent } from '../workload/workload-projection.js';
import { REPORTS_LOCK } from './reports-lock.js';

const PAGE = 5_000;
// report_branch_day last: the triggers of the workload's tables take their rows back out of it as they are deleted.
export const READ_MODEL_TABLES = [SUMMARY_TABLE, 'report_appointment', 'report_work_time', 'report_opening_balance', 'report_branch_day'] as const;

/**
 * Rebuilds the reports' read model from the event log alone: empties it and replays every event
 * its consumers take, oldest first, through the same functions the consumers apply (so the rebuilt
 * model equals the live one), and marks each replayed event as taken in the consumers' inboxes, so
 * a delivery still queued counts nothing twice. Holds the reports' lock alone (deliveries wait).
 * `em` must be in a transaction. Answers how many events it replayed.
 */
export async function rebuildReports(em: EntityManager): Promise<number> {
  await em.execute('select pg_advisory_xact_lock(?)', [REPORTS_LOCK]);
  for (const table of READ_MODEL_TABLES) {
    // An older migration replays before report_branch_day's migration made it: nothing of it to empty then.
    const [{ found }] = await em.execute<{ found: boolean }[]>('select to_regclass(?) is not null as found', [table]);
    if (found) await em.execute(`delete from ${table}`);
  }
  let replayed = 0;
  for (const [consumer, types, apply] of [
    [incomesConsumer.name, INCOME_EVENTS, replayIncomes],
    [workloadConsumer.name, WORKLOAD_EVENTS, replayWorkload],
    [openingsConsumer.name, OPENING_EVENTS, projectOpeningBalances],
  ] as const) {
    for (let after = 0; ; ) {
      const page = await readEventLog(em, types, after, PAGE);
      if (!page.length) break;
      await apply(em, page.map(checkedEvent) as never);
      await claimInbox(em, consumer, page.map((event) => event.id));
      replayed += page.length;
      after = page[page.length - 1].seq;
    }
  }
  return replayed;
}

const replayIncomes = (em: EntityManager, events: readonly IncomeEvent[]) =>
  addIncomeDeltas(em, events.map(incomeDelta).filter((delta) => delta !== null));

const replayWorkload = (em: EntityManager, events: readonly WorkloadEvent[]) => projectWorkload(em, events);
