export { EventBus, type Deliver, type EventBusOptions, type JobWorker } from './event-bus.js';
export { EVENT_BUS, EventOutbox, envelopeOf } from './event-outbox.js';
export { appendToEventLog, readEventLog } from './event-log.js';
export { checkedEvent, claimInbox, deliverOnce } from './event-delivery.js';
export { listDeadLetters, retryDeadLetter } from './dead-letters.js';
export { CONSUMER_QUEUE, DEAD_LETTERS, EVENTS_SCHEMA } from './event-queues.js';
export { platformMigrations } from './events.migration.js';
export type { ExecuteSql } from './event-history.js';
export type { EventConsumerDefinition, EventHandler } from './event-consumer.js';
