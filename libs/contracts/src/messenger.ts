import { z } from 'zod';

export const chatMessageSchema = z.object({
  uuid: z.uuid(),
  content: z.string(),
  time: z.iso.datetime({ offset: true }),
  author: z.object({ uuid: z.uuid(), name: z.string(), color: z.string().nullable() }),
  branch_uuid: z.uuid(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const messengerListQuerySchema = z.object({
  branch_uuid: z.uuid(),
  /** Load earlier: messages strictly older than this message's time. */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type MessengerListQuery = z.infer<typeof messengerListQuerySchema>;

export const messengerPostSchema = z.object({
  message: z.string().trim().min(1).max(4000),
  branch_uuid: z.uuid(),
});
export type MessengerPost = z.infer<typeof messengerPostSchema>;

export const messengerRoom = (branchUuid: string) => `messenger_room_${branchUuid}`;
/** Live channel events (server -> client unless noted). */
export const MESSENGER_EVENTS = {
  join: 'messenger:join', // client -> server, { branch_uuid }
  leave: 'messenger:leave', // client -> server, { branch_uuid }
  here: 'messenger:here', // the users already in the room, to the one who joined
  joining: 'messenger:joining',
  leaving: 'messenger:leaving',
  message: 'messenger:message',
} as const;
export const presenceUserSchema = z.object({ uuid: z.uuid(), name: z.string(), color: z.string().nullable() });
export type PresenceUser = z.infer<typeof presenceUserSchema>;
