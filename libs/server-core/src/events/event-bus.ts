import type { OnApplicationShutdown } from '@nestjs/common';
import { PgBoss, type JobResult, type Queue } from 'pg-boss';
import type { EventEnvelope } from '@dental/contracts';
import { logger } from '../logging/logger.js';
import type { EventConsumerDefinition } from './event-consumer.js';
import { CONSUMER_QUEUE, DEAD_LETTERS, DEAD_LETTER_QUEUE, EVENTS_SCHEMA } from './event-queues.js';

const log = logger.child('events');

export interface EventBusOptions {
  /** The platform's database (the queues live beside the data, so an event commits with its change). */
  url: string;
  /** Named in pg-boss's instance registry (INSTANCE_NAME). */
  instanceName?: string;
}

/**
 * A module's own background job on the same pg-boss (a patient's data export, a retention sweep):
 * its queue, what to do with one job (throw to have it retried), and an optional cron schedule.
 */
export interface JobWorker<T extends object = object> {
  /** The queue's name, `<module>.<job>`. */
  name: string;
  queue?: Omit<Queue, 'name'>;
  /** pg-boss's cron (UTC): the job is sent on this schedule with `scheduleData`. */
  cron?: string;
  scheduleData?: T;
  handle(data: T, jobId: string): Promise<void>;
}

/** Delivers one event to one consumer; throws when the consumer failed (the attempt is retried). */
export type Deliver = (consumer: EventConsumerDefinition, event: EventEnvelope) => Promise<void>;

/**
 * The queue between modules: pg-boss on the platform's own PostgreSQL (no new server for
 * `npm start`; any number of API instances share it). `start` installs pg-boss's schema, makes
 * every consumer's queue and subscriptions (of the whole platform, so a publish reaches a consumer
 * that no instance serves right now) and starts this process's workers; publishing goes through
 * EventOutbox, in the writer's transaction.
 */
export class EventBus implements OnApplicationShutdown {
  private current: PgBoss | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly workers: JobWorker[] = [];
  private announceStarted: ((boss: PgBoss) => void) | null = null;
  private readonly startedBoss = new Promise<PgBoss>((resolve) => {
    this.announceStarted = resolve;
  });

  constructor(private readonly options: EventBusOptions) {}

  /**
   * pg-boss once the bus has started (after the migrations): for a module's own jobs beside the
   * events, on the same queue schema (the messages' reminders, services/messages).
   */
  whenStarted(): Promise<PgBoss> {
    return this.startedBoss;
  }

  /** pg-boss, once started: publishing before that (or while the database is down) fails its write. */
  get boss(): PgBoss {
    if (!this.current) throw new Error('the event bus is not started (is the database reachable?)');
    return this.current;
  }

  /**
   * Installs pg-boss (once, under its own lock), every consumer's queue and subscriptions (all of
   * `consumers`), and the workers of `served`. When the database is unreachable the API still
   * starts (its health answers 503) and this is tried again every 5 seconds.
   */
  async start(consumers: readonly EventConsumerDefinition[], served: readonly EventConsumerDefinition[], deliver: Deliver): Promise<void> {
    try {
      await this.startOnce(consumers, served, deliver);
    } catch (error) {
      log.error({ msg: 'event bus not started; trying again in 5 s' }, error);
      if (!this.stopped) this.retry = setTimeout(() => void this.start(consumers, served, deliver), 5_000).unref();
    }
  }

  private async startOnce(consumers: readonly EventConsumerDefinition[], served: readonly EventConsumerDefinition[], deliver: Deliver): Promise<void> {
    const boss = new PgBoss({
      connectionString: this.options.url,
      schema: EVENTS_SCHEMA,
      application_name: 'dental-events',
      instanceName: this.options.instanceName,
      max: 4,
      useListenNotify: true,
      // How soon a dead instance's jobs go back to the queue (event-queues.ts).
      superviseIntervalSeconds: 5,
      // Cron of the modules' job workers (registerWorker): pg-boss sends each schedule's job once
      // across every instance.
      schedule: true,
    });
    boss.on('error', (error) => log.error({ msg: 'queue error' }, error));
    try {
      await boss.start();
      await boss.createQueue(DEAD_LETTERS, DEAD_LETTER_QUEUE);
      for (const consumer of consumers) {
        await boss.createQueue(consumer.name, CONSUMER_QUEUE);
        // A queue made by an earlier build takes this build's settings.
        await boss.updateQueue(consumer.name, CONSUMER_QUEUE);
        for (const type of consumer.events) await boss.subscribe(type, consumer.name);
      }
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => undefined);
      throw error;
    }
    this.current = boss;
    await this.work(served, deliver);
    for (const worker of this.workers) await this.startWorker(worker);
    this.announceStarted?.(boss);
  }

  /**
   * Serves a module's job queue in this process: at once when the bus runs, else when it starts.
   * Jobs are sent with `boss.send(name, data)` (in the writer's transaction through `{ db }`).
   */
  async registerWorker<T extends object>(worker: JobWorker<T>): Promise<void> {
    if (this.workers.some((known) => known.name === worker.name)) return;
    this.workers.push(worker as unknown as JobWorker);
    if (this.current) await this.startWorker(worker as unknown as JobWorker);
  }

  private async startWorker(worker: JobWorker): Promise<void> {
    const boss = this.boss;
    const queue = worker.queue ?? { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60, deleteAfterSeconds: 86_400 };
    await boss.createQueue(worker.name, queue);
    await boss.updateQueue(worker.name, queue);
    if (worker.cron) await boss.schedule(worker.name, worker.cron, worker.scheduleData ?? {}, { tz: 'UTC' });
    await boss.work<object>(worker.name, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await worker.handle(job.data, job.id);
    });
  }

  /**
   * Starts a worker per consumer served by this process. Each job is one event, delivered on its
   * own (a failure retries that event alone); a batch is taken at a time.
   */
  private async work(consumers: readonly EventConsumerDefinition[], deliver: Deliver): Promise<void> {
    for (const consumer of consumers) {
      await this.boss.work<EventEnvelope>(
        consumer.name,
        { batchSize: 25, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 5, perJobResults: true },
        async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await deliver(consumer, job.data);
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              log.warn({ msg: 'delivery failed', consumer: consumer.name, event: job.data.id, type: job.data.type, error: message });
              results.push({ id: job.id, status: 'failed', output: { message } });
            }
          }
          return results;
        },
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const boss = this.current;
    this.current = null;
    // Jobs in hand finish (or are retried by another instance after their expiry); new ones stop.
    if (boss) await boss.stop({ graceful: true, timeout: 5_000 });
  }
}
