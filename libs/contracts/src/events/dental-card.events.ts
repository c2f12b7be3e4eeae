import { z } from 'zod';
import { attributionSchema, eventCentsSchema, eventInstantSchema } from './envelope.js';

/** A procedure treated in an appointment, at its frozen price (null: no price), on `treated_at`. */
export const procedureTreatedV1 = z.strictObject({
  item_uuid: z.uuid(),
  patient_uuid: z.uuid(),
  appointment_uuid: z.uuid(),
  branch_uuid: z.uuid(),
  service_uuid: z.uuid().nullable(),
  price: eventCentsSchema.nullable(),
  treated_at: eventInstantSchema,
  attribution: attributionSchema,
});

/** A treated procedure invalidated (it stays in the history): it stops counting on the day it was treated. */
export const procedureInvalidatedV1 = procedureTreatedV1.extend({ invalidated_at: eventInstantSchema });
