import { z } from 'zod';
import { envelope } from './common.js';
import { requiredTextSchema } from './fields.js';
import { MESSENGER_MAX_LENGTH, MESSENGER_MAX_PAGE_SIZE, MESSENGER_PAGE_SIZE } from './messenger.values.js';

export * from './messenger.values.js';

/** A person as the chat shows them: avatar initials from `name`, background `color`. */
export const presenceUserSchema = z.object({ uuid: z.uuid(), name: z.string(), color: z.string().nullable() });
export type PresenceUser = z.infer<typeof presenceUserSchema>;

/** Spec section 3: "Chat message: uuid, content, time, author name and color". */
export const chatMessageSchema = z.object({
  uuid: z.uuid(),
  content: z.string(),
  time: z.iso.datetime({ offset: true }),
  author: presenceUserSchema,
  branch_uuid: z.uuid(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const messengerListQuerySchema = z.object({
  branch_uuid: z.uuid(),
  /** "Load earlier": messages strictly older than this message (its uuid, from the oldest one shown). */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MESSENGER_MAX_PAGE_SIZE).default(MESSENGER_PAGE_SIZE),
});
export type MessengerListQuery = z.infer<typeof messengerListQuerySchema>;

/** GET answer: one page, newest message first; the next page is `before` the last one of it. */
export const messengerListAnswerSchema = envelope(z.array(chatMessageSchema));

export const messengerPostSchema = z.object({
  message: requiredTextSchema(MESSENGER_MAX_LENGTH),
  branch_uuid: z.uuid(),
});
export type MessengerPost = z.infer<typeof messengerPostSchema>;

/** POST answer: `{data: {message}}` (docs/spec.md §7). */
export const messengerPostAnswerSchema = envelope(z.object({ message: chatMessageSchema }));

export const messengerRoomRequestSchema = z.object({ branch_uuid: z.uuid() });
export type MessengerRoomRequest = z.infer<typeof messengerRoomRequestSchema>;

export const messengerHereSchema = z.object({ branch_uuid: z.uuid(), users: z.array(presenceUserSchema) });
export type MessengerHere = z.infer<typeof messengerHereSchema>;

export const messengerPresenceChangeSchema = z.object({ branch_uuid: z.uuid(), user: presenceUserSchema });
export type MessengerPresenceChange = z.infer<typeof messengerPresenceChangeSchema>;

/** The acknowledgement of join / leave: the room's users on success, else an error code. */
export type MessengerAck =
  | { ok: true; branch_uuid: string; users: PresenceUser[] }
  | { ok: false; error: { code: 'VALIDATION_FAILED' | 'UNAUTHENTICATED' | 'NOT_FOUND' } };
