import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { JobResult, PgBoss } from 'pg-boss';
import { EVENT_BUS, logger, type EventBus } from '@dental/server-core';
import { MessageSender } from './message-sender.js';
import { SCAN_QUEUE, SCAN_QUEUE_OPTIONS, SEND_QUEUE, SEND_QUEUE_OPTIONS } from './message-queues.js';
import { ReminderScheduler } from './reminder.scheduler.js';

const log = logger.child('messages');

/**
 * Send batches one instance works at once. A batch holds a database connection only for its few
 * statements (one read, one record of the sent, one transaction moving its appointments), so three
 * batches side by side (one handing over while another records) stay inside the ORM's ten
 * connections, with the other instances' and the requests' beside them (three: 10,000 due
 * reminders handed over in ~31 s on a lightly loaded machine, docs/perf.md). A send per job with its
 * own transaction took every connection at 50 at once and ran ~1.7 a second at four
 * (tools/bench/reminders.mjs, docs/perf.md).
 */
export const SEND_CONCURRENCY = 3;
/** Send jobs fetched at once (one pg-boss fetch, one batch of statements). */
export const SEND_BATCH_SIZE = 100;

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
    await boss.work<{ message: string }>(
      SEND_QUEUE,
      {
        batchSize: SEND_BATCH_SIZE,
        localConcurrency: SEND_CONCURRENCY,
        // The queue notifies, and pg-boss then polls only every 30 s: a backlog of thousands went out
        // two batches every 30 s. A full batch means more are waiting: fetch again at once.
        burstWhenBatchFull: true,
        notifyPollingIntervalSeconds: 1,
        pollingIntervalSeconds: 0.5,
        perJobResults: true,
      },
      async (jobs): Promise<JobResult[]> => {
        const items = jobs.map((job) => ({ message: job.data.message, lastAttempt: job.retryCount >= (SEND_QUEUE_OPTIONS.retryLimit ?? 0) }));
        let outcomes: (string | null)[];
        try {
          outcomes = await this.sender.sendBatch(items);
        } catch (error) {
          outcomes = jobs.map(() => (error instanceof Error ? error.message : String(error)));
        }
        return jobs.map((job, i) =>
          outcomes[i] === null ? { id: job.id, status: 'completed' } : { id: job.id, status: 'failed', output: { message: outcomes[i] } },
        );
      },
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
