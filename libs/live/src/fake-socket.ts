/**
 * Test double of a socket.io-client socket for the tests of @dental/live and of the code on top of
 * it (the calendar's live hook, the messenger): hand it out through `configureLive({ connect })`.
 * It records what the app emits and lets the test play the server with `receive`.
 */
export class FakeSocket {
  /** socket.io's "will reconnect" flag; the connection reads it after a disconnect. */
  active = true;
  connected = false;
  disconnected = false;
  emitted: Array<[string, unknown]> = [];
  /** What the server acknowledges, per event. */
  answers = new Map<string, unknown>();
  private handlers = new Map<string, Array<(payload?: unknown) => void>>();

  constructor(public options: { auth: (cb: (data: object) => void) => void; transports?: string[]; path?: string } = { auth: (cb) => cb({}) }) {}

  on(event: string, handler: (payload?: unknown) => void): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  emit(event: string, payload?: unknown, ack?: (answer: unknown) => void): this {
    this.emitted.push([event, payload]);
    if (ack && this.answers.has(event)) ack(this.answers.get(event));
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    this.connected = false;
    return this;
  }

  /** The server speaks: runs the app's handlers of `event`. */
  receive(event: string, payload?: unknown): void {
    if (event === 'connect') this.connected = true;
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }

  /** The handshake's `auth` as the connection would send it (the session's token). */
  token(): unknown {
    let seen: unknown;
    this.options.auth((data) => (seen = data));
    return seen;
  }
}
