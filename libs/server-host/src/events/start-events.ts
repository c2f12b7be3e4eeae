import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { EVENT_BUS, deliverOnce, type DomainModule, type EventBus } from '@dental/server-core';

const consumersOf = (modules: readonly DomainModule[]) => modules.flatMap((module) => module.consumers ?? []);

/**
 * Starts the event bus: the queues and subscriptions of every consumer of the platform, and the
 * workers of the consumers this process serves, each delivery exactly once in effect.
 */
export async function startEvents(app: INestApplication, registry: readonly DomainModule[], served: readonly DomainModule[]): Promise<void> {
  const em = app.get(MikroORM).em;
  await app.get<EventBus>(EVENT_BUS).start(consumersOf(registry), consumersOf(served), (consumer, envelope) =>
    deliverOnce(em, consumer.name, app.get(consumer.handler, { strict: false }), envelope).then(() => undefined),
  );
}
