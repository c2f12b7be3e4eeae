import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { DEAD_LETTERS, EVENTS_SCHEMA } from '@dental/server-core';
import { testModules } from './registry.js';

/**
 * Waits until every event delivery queued so far (to the consumers of the platform's modules, by
 * any instance) is done: completed, or dead-lettered. A test reads a read model (the reports) only
 * after it, as a user would a second later. Deliveries queued after the call are not waited for.
 */
export async function eventsSettled(app: INestApplication, timeoutMs = 20_000): Promise<void> {
  const queues = (await testModules()).flatMap((module) => (module.consumers ?? []).map((consumer) => consumer.name));
  const em = app.get(MikroORM).em.fork();
  const [{ now }] = await em.getConnection().execute<{ now: Date }[]>('select now() as now');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ pending }] = await em.getConnection().execute<{ pending: number }[]>(
      `select count(*)::int as pending from ${EVENTS_SCHEMA}.job
       where name = any(?::text[]) and name <> ? and state in ('created', 'retry', 'active') and created_on <= ?`,
      [`{${queues.join(',')}}`, DEAD_LETTERS, now],
    );
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending} event deliveries still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
