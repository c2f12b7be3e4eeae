import type { ChatMessage, MessengerHere, MessengerPresenceChange } from '@dental/contracts';
import { MESSENGER_EVENTS } from '@dental/contracts/values';
import { liveSocket } from '@dental/live';
import { usePresence } from './presence-store';

/**
 * The chat on the tab's one live connection (`@dental/live`, which connects with the session's
 * token, re-joins rooms after a reconnect and disconnects on sign-out): presence of the current
 * branch's room and its live messages.
 */

/** The branch whose room we want to be in, and how to leave that room. */
let wanted: string | null = null;
let leaveRoom: (() => void) | null = null;
let detach: (() => void) | null = null;
const messageListeners = new Set<(message: ChatMessage) => void>();

/** Live messages of the current room; returns the unsubscribe function. */
export function onLiveMessage(listener: (message: ChatMessage) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** Starts listening to the chat's events on the live connection (once). */
function attach(): void {
  if (detach) return;
  const live = liveSocket();
  const presence = () => usePresence.getState();
  const offs = [
    live.onStatus((status) => presence().setStatus(status)),
    live.on<MessengerHere>(MESSENGER_EVENTS.here, (event) => presence().here(event.branch_uuid, event.users)),
    live.on<MessengerPresenceChange>(MESSENGER_EVENTS.joining, (event) => presence().joining(event.branch_uuid, event.user)),
    live.on<MessengerPresenceChange>(MESSENGER_EVENTS.leaving, (event) => presence().leaving(event.branch_uuid, event.user)),
    live.on<ChatMessage>(MESSENGER_EVENTS.message, (message) => {
      if (message.branch_uuid !== wanted) return;
      for (const listener of [...messageListeners]) listener(message);
    }),
  ];
  presence().setStatus(live.status);
  detach = () => offs.forEach((off) => off());
}

/** Moves the chat to a branch's room: leaves the previous room first (docs/spec.md §4). */
export function setMessengerBranch(branchUuid: string | null): void {
  attach();
  if (branchUuid === wanted) return;
  leaveRoom?.();
  leaveRoom = null;
  wanted = branchUuid;
  usePresence.getState().reset(branchUuid);
  // Joined now when connected, else on connect, and again after every reconnection.
  if (branchUuid) leaveRoom = liveSocket().joinRoom(MESSENGER_EVENTS.join, MESSENGER_EVENTS.leave, { branch_uuid: branchUuid });
}

/** Leaves the room and stops listening (the signed-in layout unmounted); the connection is @dental/live's. */
export function stopMessenger(): void {
  leaveRoom?.();
  leaveRoom = null;
  wanted = null;
  detach?.();
  detach = null;
  usePresence.getState().setStatus('offline');
  usePresence.getState().reset(null);
}
