import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { onSignOut, useSession } from '@dental/auth';

export type LiveStatus = 'offline' | 'connecting' | 'online';
export type Connect = (url: string | undefined, options: Partial<ManagerOptions & SocketOptions>) => Socket;
type Listener = (payload: never) => void;

export interface LiveConfig {
  /** Where the API's socket.io listens; the page's own origin (the shell proxies /socket.io) by default. */
  url?: string;
  /** How to open the socket: socket.io-client's `io`, loaded on first use, by default (tests inject a fake). */
  connect?: Connect;
  /** How long `emit` waits for the server's acknowledgement. */
  ackTimeoutMs?: number;
}

/** The tab's one live channel, shared by the shell and every remote. */
export interface LiveSocket {
  readonly status: LiveStatus;
  /** A server event; returns the unsubscribe function. */
  on<T>(event: string, listener: (payload: T) => void): () => void;
  /** Sends an event and resolves with the server's acknowledgement; rejects when offline or unanswered. */
  emit<A = unknown>(event: string, payload: unknown): Promise<A>;
  /**
   * Keeps this tab in a room: joins now (when connected) and again after every (re)connection,
   * because a new connection is in no room. Returns the leave function. Two consumers of the same
   * room share one membership: the leave event goes out when the last one leaves.
   */
  joinRoom(joinEvent: string, leaveEvent: string, payload: unknown): () => void;
  /** Every later connection, the first and each reconnection (where missed changes are reloaded). */
  onConnect(listener: () => void): () => void;
  onDisconnect(listener: () => void): () => void;
  onStatus(listener: (status: LiveStatus) => void): () => void;
}

interface Room {
  join: string;
  leave: string;
  payload: unknown;
  users: number;
}

/**
 * One socket.io connection that follows the session: opened (socket.io-client loaded on demand,
 * so it stays out of the shell's first paint) while there is a token, re-opened with a new token
 * after sign-in or a refresh, closed on sign-out. The token goes in `auth.token` because a
 * browser's WebSocket cannot set an Authorization header; websocket-only because long-polling
 * would need sticky sessions behind a load balancer.
 */
export function createLiveConnection(config: LiveConfig = {}) {
  let settings: LiveConfig = { ...config };
  let socket: Socket | null = null;
  let socketToken: string | null = null;
  let connected = false;
  let status: LiveStatus = 'offline';
  let following: (() => void) | null = null;
  const listeners = new Map<string, Set<Listener>>();
  const connectListeners = new Set<() => void>();
  const disconnectListeners = new Set<() => void>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  const rooms = new Map<string, Room>();

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };

  /** Forwards one event name of the current socket to our listeners (bound once per socket and name). */
  const bind = (target: Socket, event: string) =>
    target.on(event, (payload: unknown) => {
      if (target !== socket) return;
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload as never);
    });

  async function loadConnect(): Promise<Connect> {
    if (settings.connect) return settings.connect;
    const { io } = await import('socket.io-client');
    return io;
  }

  async function open(token: string): Promise<void> {
    if (socket && socketToken === token) return;
    close();
    socketToken = token;
    setStatus('connecting');
    const connect = await loadConnect();
    if (socketToken !== token || socket) return; // signed out, or another token, while loading
    const opened = connect(settings.url, {
      path: '/socket.io',
      transports: ['websocket'],
      // Read at every (re)connection attempt.
      auth: (cb: (data: object) => void) => cb({ token: socketToken }),
    });
    socket = opened;
    opened.on('connect', () => {
      if (opened !== socket) return;
      connected = true;
      setStatus('online');
      // A fresh connection (also after a reconnect) is in no room yet.
      for (const room of rooms.values()) opened.emit(room.join, room.payload);
      for (const listener of [...connectListeners]) listener();
    });
    opened.on('disconnect', () => {
      if (opened !== socket) return;
      wentDown('connecting');
    });
    // Refused (UNAUTHENTICATED) or unreachable; socket.io retries by itself unless the server refused.
    opened.on('connect_error', () => {
      if (opened === socket) setStatus(opened.active ? 'connecting' : 'offline');
    });
    for (const event of listeners.keys()) bind(opened, event);
  }

  function wentDown(next: LiveStatus): void {
    const was = connected;
    connected = false;
    setStatus(next);
    if (was) for (const listener of [...disconnectListeners]) listener();
  }

  function close(): void {
    const closing = socket;
    socket = null;
    socketToken = null;
    closing?.disconnect();
    wentDown('offline');
  }

  function follow(): void {
    if (following) return;
    const offSession = useSession.subscribe((state, previous) => {
      if (state.token === previous.token) return;
      if (state.token) void open(state.token);
      else close();
    });
    const offSignOut = onSignOut(() => close());
    following = () => {
      offSession();
      offSignOut();
    };
    const token = useSession.getState().token;
    if (token) void open(token);
  }

  const api: LiveSocket = {
    get status() {
      return status;
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
        if (socket) bind(socket, event);
      }
      set.add(listener as Listener);
      return () => void set.delete(listener as Listener);
    },
    emit<A>(event: string, payload: unknown) {
      return new Promise<A>((resolve, reject) => {
        if (!socket || !connected) return reject(new Error('LIVE_OFFLINE'));
        const timer = setTimeout(() => reject(new Error('LIVE_TIMEOUT')), settings.ackTimeoutMs ?? 10_000);
        socket.emit(event, payload, (answer: A) => {
          clearTimeout(timer);
          resolve(answer);
        });
      });
    },
    joinRoom(joinEvent, leaveEvent, payload) {
      const key = `${joinEvent}\u0000${JSON.stringify(payload)}`;
      const room = rooms.get(key) ?? { join: joinEvent, leave: leaveEvent, payload, users: 0 };
      rooms.set(key, room);
      room.users += 1;
      if (room.users === 1 && socket && connected) socket.emit(joinEvent, payload);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        room.users -= 1;
        if (room.users > 0) return;
        rooms.delete(key);
        if (socket && connected) socket.emit(leaveEvent, payload);
      };
    },
    onConnect(listener) {
      connectListeners.add(listener);
      return () => void connectListeners.delete(listener);
    },
    onDisconnect(listener) {
      disconnectListeners.add(listener);
      return () => void disconnectListeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
  };

  return {
    /** The channel; the first call starts following the session (and so connects when signed in). */
    use(): LiveSocket {
      follow();
      return api;
    },
    configure(next: LiveConfig): void {
      settings = { ...settings, ...next };
    },
    /** Closes the socket and stops following the session until the next `use()` (tests, teardown). */
    stop(): void {
      following?.();
      following = null;
      close();
    },
  };
}
