import { z } from 'zod';

/**
 * A recall invitation was queued from the recall list (the messages module, in the transaction of
 * the message): the recall module logs it as an attempt of its recall, keyed by the message (a
 * second delivery logs nothing more).
 */
export const recallInvitationQueuedV1 = z.strictObject({
  message_uuid: z.uuid(),
  recall_uuid: z.uuid(),
  patient_uuid: z.uuid(),
  channel: z.enum(['sms', 'email']),
  /** Who sent it (identity's user). */
  user_uuid: z.uuid().nullable(),
});
