import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { JobResult, PgBoss } from 'pg-boss';
import { EVENT_BUS, logger, type EventBus } from '@dental/server-core';
import { MessageSender } from './message-sender.js';
import { SCAN_QUEUE, SCAN_QUEUE_OPTIONS, SEND_QUEUE, SEND_QUEUE_OPTIONS } from './message-queues.js';
import { ReminderScheduler } from './reminder.scheduler.js';

const log = logger.child('messages');

/**
 * Sends at once per instance. A send may hold two of the ORM's ten connections (a reminder moves
 * its appointment in a transaction that publishes its event), so a whole batch of 50 at once took
 * every connection and waited for more: 10,000 due reminders stopped after 200 (tools/bench/reminders.mjs).
 */
export const SEND_CONCURRENCY = 4;

/** `work` over `items`, at most `limit` at a time, answers in the items' order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * The module's jobs on the platform's pg-boss (the event bus's, started after the migrations):
 * each minute one scan job (a singleton per minute, whichever instance adds it first), which
 * queues the due reminders, and the send workers, many messages at a time. Under Jest
 * (NODE_ENV=test) no minute scan is added: a test drives the scan with its own instant.
 */
@Injectable()
export class MessageWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private tick: NodeJS.Timeout | null = null;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly scheduler: ReminderScheduler,
    private readonly sender: MessageSender,
  ) {}

  onApplicationBootstrap(): void {
    void this.bus.whenStarted().then((boss) => this.start(boss).catch((error: unknown) => log.error({ msg: 'message workers not started' }, error)));
  }

  private async start(boss: PgBoss): Promise<void> {
    for (const [name, options] of [
      [SCAN_QUEUE, SCAN_QUEUE_OPTIONS],
      [SEND_QUEUE, SEND_QUEUE_OPTIONS],
    ] as const) {
      await boss.createQueue(name, options);
      await boss.updateQueue(name, options);
    }
    await boss.work<{ message: string }>(SEND_QUEUE, { batchSize: 50, pollingIntervalSeconds: 0.5, perJobResults: true }, async (jobs) =>
      mapLimited(jobs, SEND_CONCURRENCY, async (job): Promise<JobResult> => {
        try {
          await this.sender.send(job.data.message, job.retryCount >= (SEND_QUEUE_OPTIONS.retryLimit ?? 0));
          return { id: job.id, status: 'completed' };
        } catch (error) {
          return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
        }
      }),
    );
    await boss.work<{ minute: string }>(SCAN_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
      const queued = await this.scheduler.scan(new Date());
      if (queued) log.info({ msg: 'reminders queued', count: queued });
    });
    if (process.env.NODE_ENV === 'test') return;
    const addScan = () => {
      const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
      boss.send(SCAN_QUEUE, { minute }, { singletonKey: minute, singletonSeconds: 60 }).catch((error: unknown) => log.warn({ msg: 'scan not added', error: String(error) }));
    };
    addScan();
    this.tick = setInterval(addScan, 60_000);
    this.tick.unref();
  }

  onApplicationShutdown(): void {
    if (this.tick) clearInterval(this.tick);
  }
}
