import { z } from 'zod';
import { appointmentStateV1, appointmentStatusChangedV1, workTimeStateV1 } from './calendar.events.js';
import { invoiceCreditedV1, invoiceIssuedV1, openingBalanceRecordedV1, paymentCanceledV1, paymentRecordedV1 } from './billing.events.js';
import { procedureInvalidatedV1, procedureTreatedV1 } from './dental-card.events.js';
import { patientMergedV1 } from './patients.events.js';
import { recallInvitationQueuedV1 } from './messages.events.js';

export { attributionSchema, eventEnvelopeSchema, type Attribution, type EventEnvelope } from './envelope.js';

/**
 * Every event a module publishes, with the version and shape of its data. A new shape is a new
 * version beside the old (`v2`), so consumers move at their own pace; the type's name is its
 * publisher's concept, past tense.
 */
export const EVENT_CATALOGUE = {
  'invoice.issued': { version: 1, data: invoiceIssuedV1 },
  'invoice.credited': { version: 1, data: invoiceCreditedV1 },
  'payment.recorded': { version: 1, data: paymentRecordedV1 },
  'payment.canceled': { version: 1, data: paymentCanceledV1 },
  'opening_balance.recorded': { version: 1, data: openingBalanceRecordedV1 },
  'procedure.treated': { version: 1, data: procedureTreatedV1 },
  'procedure.invalidated': { version: 1, data: procedureInvalidatedV1 },
  'appointment.created': { version: 1, data: appointmentStateV1 },
  'appointment.moved': { version: 1, data: appointmentStateV1 },
  'appointment.status_changed': { version: 1, data: appointmentStatusChangedV1 },
  'appointment.deleted': { version: 1, data: appointmentStateV1 },
  'work_time.created': { version: 1, data: workTimeStateV1 },
  'work_time.changed': { version: 1, data: workTimeStateV1 },
  'work_time.deleted': { version: 1, data: workTimeStateV1 },
  'patient.merged': { version: 1, data: patientMergedV1 },
  'message.recall_invitation_queued': { version: 1, data: recallInvitationQueuedV1 },
} as const;

export type EventType = keyof typeof EVENT_CATALOGUE;
export const EVENT_TYPES = Object.keys(EVENT_CATALOGUE) as EventType[];
export type EventData<T extends EventType> = z.infer<(typeof EVENT_CATALOGUE)[T]['data']>;
/** One event of a known type, as a consumer receives it. */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: { id: string; type: K; version: number; company_id: number; occurred_at: string; data: EventData<K> };
}[T];

/** Appointment events: each carries the appointment's whole state (calendar.events.ts). */
export const APPOINTMENT_EVENTS = ['appointment.created', 'appointment.moved', 'appointment.status_changed', 'appointment.deleted'] as const satisfies readonly EventType[];
export const WORK_TIME_EVENTS = ['work_time.created', 'work_time.changed', 'work_time.deleted'] as const satisfies readonly EventType[];

/** `GET /api/admin/events?status=failed`: the dead letters, newest first. */
export const deadLetterQuerySchema = z.object({ status: z.literal('failed') });
export const deadLetterSchema = z.object({
  /** The dead letter's own id: what `POST /api/admin/events/{uuid}/retry` takes. */
  uuid: z.uuid(),
  event_uuid: z.uuid(),
  type: z.string(),
  consumer: z.string(),
  occurred_at: z.string(),
  failed_at: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;
export const deadLetterListSchema = z.object({ data: z.array(deadLetterSchema) });
