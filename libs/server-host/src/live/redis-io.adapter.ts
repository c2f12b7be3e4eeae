import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { logger } from '@dental/server-core';

const log = logger.child('live-redis');

export interface RedisIoAdapterOptions {
  /** redis://host:port */
  url: string;
  /** Prefix of the pub/sub channels; instances that should share rooms use the same one. */
  key?: string;
}

/**
 * socket.io with the Redis adapter: a room emit on one API instance reaches the sockets of every
 * instance sharing the Redis and the key, and `fetchSockets` (presence) asks them all. Without
 * REDIS_URL the API keeps Nest's plain IoAdapter and one instance works alone.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub;
  private readonly sub;
  private adapter?: ReturnType<typeof createAdapter>;

  constructor(
    app: INestApplicationContext,
    private readonly options: RedisIoAdapterOptions,
  ) {
    super(app);
    this.pub = createClient({ url: options.url });
    this.sub = this.pub.duplicate();
    // Reconnects are the client's job; an error event without a listener would crash the process.
    for (const client of [this.pub, this.sub]) client.on('error', (error: unknown) => log.warn({ msg: 'redis error', error: String(error) }));
    // The adapter publishes its requests (fetchSockets, disconnectSockets) without awaiting them; a
    // publish that fails (the client closed while the app shuts down) would be an unhandled
    // rejection that ends the process. The caller's own timeout still tells it the request failed.
    const publish = this.pub.publish.bind(this.pub) as (...args: unknown[]) => Promise<unknown>;
    (this.pub as unknown as { publish: typeof publish }).publish = (...args) => {
      const sent = publish(...args);
      sent.catch((error: unknown) => log.warn({ msg: 'redis publish failed', error: String(error) }));
      return sent;
    };
  }

  /** Connects both clients; call before the app's `init()`. */
  async connect(): Promise<this> {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    this.adapter = createAdapter(this.pub, this.sub, { key: this.options.key ?? 'dental' });
    return this;
  }

  // Typed through IoAdapter: Nest pins its own copy of socket.io, whose types differ from the root's.
  override createIOServer(port: number, options?: Parameters<IoAdapter['createIOServer']>[1]): ReturnType<IoAdapter['createIOServer']> {
    const server = super.createIOServer(port, options);
    if (!this.adapter) throw new Error('RedisIoAdapter.connect() must run before the gateways start');
    server.adapter(this.adapter as unknown as Parameters<typeof server.adapter>[0]);
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}

/** The adapter for `app.useWebSocketAdapter`, connected. */
export const createRedisIoAdapter = (app: INestApplicationContext, options: RedisIoAdapterOptions): Promise<RedisIoAdapter> =>
  new RedisIoAdapter(app, options).connect();
