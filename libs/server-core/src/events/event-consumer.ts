import type { Type } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent, EventType } from '@dental/contracts';

/**
 * A module's consumer of other modules' events: a Nest provider of that module. `handle` runs in
 * the consumer's own transaction, scoped to the event's company, once per event whatever the
 * number of deliveries (the inbox row commits with its effect: event-delivery.ts).
 */
export interface EventHandler {
  handle(event: DomainEvent, em: EntityManager): Promise<void>;
  /**
   * An advisory lock the delivery holds shared before it claims the event, for a consumer whose
   * read model is sometimes rebuilt under the same lock held alone (reports' rebuild).
   */
  readonly sharedLock?: number;
}

/**
 * How a module declares a consumer: its queue's name (`<module>.<concept>`, unique), the event
 * types it subscribes to, and its handler class. Declared as data on the module's definition so
 * that every API process subscribes it, also one that does not serve the module: an event
 * published while the consumer's instances are down waits in its queue.
 */
export interface EventConsumerDefinition {
  name: string;
  events: readonly EventType[];
  handler: Type<EventHandler>;
}
