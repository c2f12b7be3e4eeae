import { z } from 'zod';
import { eventInstantSchema } from './envelope.js';

/**
 * An appointment as it stands after the change: every appointment event carries its whole state
 * and its `version`, so a consumer keeps the newest whatever order the events arrive in.
 */
export const appointmentStateV1 = z.strictObject({
  appointment_uuid: z.uuid(),
  branch_uuid: z.uuid(),
  patient_uuid: z.uuid(),
  practitioner_uuid: z.uuid().nullable(),
  assistant_uuid: z.uuid().nullable(),
  room_uuid: z.uuid().nullable(),
  service_uuid: z.uuid().nullable(),
  time_from: eventInstantSchema.nullable(),
  time_to: eventInstantSchema.nullable(),
  status: z.number().int().min(0).max(10),
  deleted: z.boolean(),
  version: z.number().int().min(1),
});

/** A status change also says where it came from. */
export const appointmentStatusChangedV1 = appointmentStateV1.extend({ previous_status: z.number().int().min(0).max(10) });

/** A planner work time as it stands after the change (with its version, like appointments). */
export const workTimeStateV1 = z.strictObject({
  work_time_uuid: z.uuid(),
  branch_uuid: z.uuid(),
  user_uuid: z.uuid(),
  room_uuid: z.uuid().nullable(),
  time_from: eventInstantSchema,
  time_to: eventInstantSchema,
  deleted: z.boolean(),
  version: z.number().int().min(1),
});
