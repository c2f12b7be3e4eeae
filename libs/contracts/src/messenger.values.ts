/** The chat's plain values (no zod): safe for the shell's first paint. */

/** The chat's HTTP path under /api (docs/spec.md §7: `meta/components/messenger`). */
export const MESSENGER_PATH = 'meta/components/messenger';

/** Page sizes of the chat history: 30 by default, at most 100. */
export const MESSENGER_PAGE_SIZE = 30;
export const MESSENGER_MAX_PAGE_SIZE = 100;
/** Longest message accepted (characters, after trimming). */
export const MESSENGER_MAX_LENGTH = 4000;

export const messengerRoom = (branchUuid: string) => `messenger_room_${branchUuid}`;

/**
 * Live channel (socket.io at the default path `/socket.io`). The handshake carries the bearer token
 * in the `authorization` header, or in `auth.token` (a browser's websocket cannot set headers).
 */
export const MESSENGER_EVENTS = {
  /** client -> server, `MessengerRoomRequest`, acknowledged with `MessengerAck` */
  join: 'messenger:join',
  /** client -> server, `MessengerRoomRequest`, acknowledged with `MessengerAck` */
  leave: 'messenger:leave',
  /** to the one who joined: everyone in the room, them included (`MessengerHere`) */
  here: 'messenger:here',
  /** to the others in the room: a user came (`MessengerPresenceChange`) */
  joining: 'messenger:joining',
  /** to the others in the room: a user's last connection left (`MessengerPresenceChange`) */
  leaving: 'messenger:leaving',
  /** to the room: a posted message (`ChatMessage`) */
  message: 'messenger:message',
} as const;
