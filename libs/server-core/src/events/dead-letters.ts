import type { DeadLetter, EventEnvelope } from '@dental/contracts';
import type { EventBus } from './event-bus.js';
import { DEAD_LETTERS } from './event-queues.js';

/**
 * The dead letters of one company, newest first: deliveries that failed every attempt, each with
 * its consumer (the queue it came from), the last error and the number of attempts.
 */
export async function listDeadLetters(bus: EventBus, companyId: number): Promise<DeadLetter[]> {
  const jobs = await bus.boss.findJobs<EventEnvelope>(DEAD_LETTERS, { queued: true, data: { company_id: companyId }, limit: 1000 });
  return jobs
    .map((job) => ({
      uuid: job.id,
      event_uuid: job.data.id,
      type: job.data.type,
      consumer: job.sourceName ?? '',
      occurred_at: job.data.occurred_at,
      failed_at: job.createdOn.toISOString(),
      attempts: (job.sourceRetryCount ?? 0) + 1,
      error: errorOf(job.sourceOutput),
    }))
    .sort((a, b) => b.failed_at.localeCompare(a.failed_at));
}

/**
 * Sends one dead letter of the company back to the consumer it failed in; false when there is no
 * such dead letter (another company's is none). The consumer's inbox keeps it exactly once.
 */
export async function retryDeadLetter(bus: EventBus, companyId: number, uuid: string): Promise<boolean> {
  const [job] = await bus.boss.findJobs<EventEnvelope>(DEAD_LETTERS, { id: uuid, queued: true, data: { company_id: companyId } });
  if (!job?.sourceName) return false;
  return (await bus.boss.redrive(DEAD_LETTERS, { ids: [job.id] })) === 1;
}

function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return output == null ? null : JSON.stringify(output);
}
