import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { ChatMessage, MessengerHere, MessengerPresenceChange } from '@dental/contracts';
import { MESSENGER_EVENTS } from '@dental/contracts/values';
import { usePresence } from './presence-store';

type Connect = (url: string | undefined, options: Partial<ManagerOptions & SocketOptions>) => Socket;

interface ChannelConfig {
  /** Where the API's socket.io listens; the page's own origin (the shell proxies /socket.io) by default. */
  url?: string;
  /** How to open the socket; socket.io-client's `io`, loaded on first use, by default (tests inject a fake). */
  connect?: Connect;
}

let config: ChannelConfig = {};
let socket: Socket | null = null;
let socketToken: string | null = null;
/** The branch whose room we want to be in, and the one the server has let us into. */
let wanted: string | null = null;
let joined: string | null = null;
const messageListeners = new Set<(message: ChatMessage) => void>();

export function configureMessenger(next: ChannelConfig): void {
  config = { ...config, ...next };
}

/** Live messages of the current room; returns the unsubscribe function. */
export function onLiveMessage(listener: (message: ChatMessage) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

async function loadConnect(): Promise<Connect> {
  if (config.connect) return config.connect;
  // Loaded on demand: socket.io-client stays out of the shell's first paint.
  const { io } = await import('socket.io-client');
  return io;
}

/**
 * Opens the live channel with the session's token (a no-op when it is open with that token).
 * The browser's WebSocket cannot set an Authorization header, so the token goes in `auth.token`;
 * websocket-only means no sticky sessions are needed behind a load balancer.
 */
export async function connectMessenger(token: string): Promise<void> {
  if (socket && socketToken === token) return;
  disconnectMessenger({ keepBranch: true });
  socketToken = token;
  usePresence.getState().setStatus('connecting');
  const connect = await loadConnect();
  if (socketToken !== token || socket) return; // signed out (or another token) while loading
  const opened = connect(config.url, {
    transports: ['websocket'],
    auth: (cb: (data: object) => void) => cb({ token: socketToken }),
  });
  socket = opened;
  opened.on('connect', () => {
    usePresence.getState().setStatus('online');
    // A fresh connection (also after a reconnect) is in no room yet.
    joined = null;
    if (wanted) join(wanted);
  });
  opened.on('disconnect', () => usePresence.getState().setStatus('connecting'));
  opened.on('connect_error', () => usePresence.getState().setStatus('offline'));
  opened.on(MESSENGER_EVENTS.here, (event: MessengerHere) => usePresence.getState().here(event.branch_uuid, event.users));
  opened.on(MESSENGER_EVENTS.joining, (event: MessengerPresenceChange) => usePresence.getState().joining(event.branch_uuid, event.user));
  opened.on(MESSENGER_EVENTS.leaving, (event: MessengerPresenceChange) => usePresence.getState().leaving(event.branch_uuid, event.user));
  opened.on(MESSENGER_EVENTS.message, (message: ChatMessage) => {
    if (message.branch_uuid !== wanted) return;
    for (const listener of messageListeners) listener(message);
  });
}

function join(branchUuid: string): void {
  joined = branchUuid;
  socket?.emit(MESSENGER_EVENTS.join, { branch_uuid: branchUuid });
}

/** Moves the channel to a branch's room: leaves the previous room first (spec section 4). */
export function setMessengerBranch(branchUuid: string | null): void {
  if (branchUuid === wanted) return;
  wanted = branchUuid;
  usePresence.getState().reset(branchUuid);
  if (!socket?.connected) return; // joined on connect
  if (joined) socket.emit(MESSENGER_EVENTS.leave, { branch_uuid: joined });
  joined = null;
  if (branchUuid) join(branchUuid);
}

/** Closes the live channel (logout); the next `connectMessenger` opens a new one. */
export function disconnectMessenger(options: { keepBranch?: boolean } = {}): void {
  socket?.disconnect();
  socket = null;
  socketToken = null;
  joined = null;
  if (!options.keepBranch) wanted = null;
  usePresence.getState().setStatus('offline');
  usePresence.getState().reset(options.keepBranch ? wanted : null);
}
