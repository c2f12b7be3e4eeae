/**
 * A small socket.io client (Engine.IO 4 / socket.io 5 protocol over one WebSocket) for the
 * calendar's live events: socket.io-client whole would add ~13 KB gzip to this remote. It does
 * what the calendar needs: connect with `auth: { token }`, answer pings, emit with an
 * acknowledgement, receive events, and reconnect with back-off (re-joining its rooms).
 */
type Listener = (payload: unknown) => void;

export interface LiveSocket {
  on(event: string, listener: Listener): () => void;
  emit(event: string, payload: unknown): void;
  /** Called after every (re)connection; where rooms are joined and missed changes reloaded. */
  onConnect(listener: () => void): () => void;
  onDisconnect(listener: () => void): () => void;
  close(): void;
}

export interface SocketOptions {
  url?: string;
  token: () => string | null;
  WebSocketImpl?: typeof WebSocket;
  /** ms before the n-th reconnection attempt */
  backoff?: (attempt: number) => number;
}

export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/socket.io/?EIO=4&transport=websocket`;
}

export function openSocket(options: SocketOptions): LiveSocket {
  const WS = options.WebSocketImpl ?? WebSocket;
  const url = options.url ?? socketUrl(globalThis.location);
  const backoff = options.backoff ?? ((n: number) => Math.min(10_000, 500 * 2 ** n));
  const listeners = new Map<string, Set<Listener>>();
  const connectListeners = new Set<() => void>();
  const disconnectListeners = new Set<() => void>();
  let ws: WebSocket | null = null;
  let connected = false;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ackId = 0;

  const send = (packet: string) => {
    if (ws && ws.readyState === 1) ws.send(packet);
  };

  function open() {
    if (closed) return;
    const socket = new WS(url);
    ws = socket;
    socket.onmessage = (message: MessageEvent) => {
      const data = String(message.data);
      const type = data[0];
      if (type === '0') send('40' + JSON.stringify({ token: options.token() }));
      else if (type === '2') send('3');
      else if (type === '4') onSocketIo(data.slice(1));
    };
    socket.onclose = () => {
      if (connected) for (const l of disconnectListeners) l();
      connected = false;
      if (ws === socket) ws = null;
      if (!closed) timer = setTimeout(open, backoff(attempt++));
    };
    socket.onerror = () => socket.close();
  }

  function onSocketIo(packet: string) {
    const type = packet[0];
    if (type === '0') {
      connected = true;
      attempt = 0;
      for (const l of connectListeners) l();
    } else if (type === '2') {
      const start = packet.indexOf('[');
      if (start < 0) return;
      try {
        const [event, payload] = JSON.parse(packet.slice(start)) as [string, unknown];
        for (const l of listeners.get(event) ?? []) l(payload);
      } catch {
        // a malformed frame is dropped; the next reload shows the truth anyway
      }
    } else if (type === '4') {
      // Refused (expired token): stop; the next sign-in opens a new socket.
      closed = true;
      ws?.close();
    }
  }

  open();

  return {
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return () => listeners.get(event)?.delete(listener);
    },
    emit(event, payload) {
      if (connected) send(`42${ackId++}` + JSON.stringify([event, payload]));
    },
    onConnect(listener) {
      connectListeners.add(listener);
      if (connected) listener();
      return () => connectListeners.delete(listener);
    },
    onDisconnect(listener) {
      disconnectListeners.add(listener);
      return () => disconnectListeners.delete(listener);
    },
    close() {
      closed = true;
      clearTimeout(timer);
      ws?.close();
      ws = null;
    },
  };
}
