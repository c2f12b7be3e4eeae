import type { PresenceUser } from '@dental/contracts';

/** What a socket carries in `socket.data`: only the person (it travels through Redis to other instances). */
export interface MessengerSocketData {
  user?: PresenceUser;
}

/** The distinct people among a room's sockets (one person may have several tabs), by name. */
export function distinctUsers(sockets: Iterable<{ data: MessengerSocketData }>): PresenceUser[] {
  const byUuid = new Map<string, PresenceUser>();
  for (const socket of sockets) {
    const user = socket.data.user;
    if (user && !byUuid.has(user.uuid)) byUuid.set(user.uuid, user);
  }
  return [...byUuid.values()].sort((a, b) => a.name.localeCompare(b.name, 'lv') || a.uuid.localeCompare(b.uuid));
}

/** Whether `userUuid` still has a socket in the room once `leavingSocketId` is gone. */
export const stillPresent = (
  sockets: Iterable<{ id: string; data: MessengerSocketData }>,
  userUuid: string,
  leavingSocketId: string,
): boolean => [...sockets].some((socket) => socket.id !== leavingSocketId && socket.data.user?.uuid === userUuid);
