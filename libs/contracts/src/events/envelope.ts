import { z } from 'zod';

/**
 * What every event between modules carries around its data: its own id (consumers key their
 * exactly-once effect on it), the type and the version of the data's shape, the company it belongs
 * to and when it happened. Data carries uuids, codes, instants and amounts, never a patient's
 * personal values (names, codes, contacts): an event may be kept, replayed and exported.
 */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  version: z.number().int().min(1),
  company_id: z.number().int().min(1),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/** Signed cents in an event: a credit note or a refund moves money the other way. */
export const eventCentsSchema = z.number().int().min(-2_000_000_000).max(2_000_000_000);
/** An instant as events carry it (ISO 8601 with its offset). */
export const eventInstantSchema = z.iso.datetime({ offset: true });

/**
 * Who a money or treatment event counts for: the appointment's doctor, assistant and room when it
 * happened (an invoice made by hand counts for its own doctor). The reports' split keys.
 */
export const attributionSchema = z.strictObject({
  doctor_uuid: z.uuid().nullable(),
  assistant_uuid: z.uuid().nullable(),
  room_uuid: z.uuid().nullable(),
});
export type Attribution = z.infer<typeof attributionSchema>;
