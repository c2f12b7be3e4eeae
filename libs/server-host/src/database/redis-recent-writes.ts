import { RECENT_WRITE_MS, logger, type RecentWrites } from '@dental/server-core';
import { createClient } from 'redis';

const log = logger.child('recent-writes');

/**
 * Read-your-writes marks in Redis (REDIS_URL), so the mark one instance sets is seen by the
 * instance the user's next request reaches. Keys expire by themselves after RECENT_WRITE_MS.
 */
export class RedisRecentWrites implements RecentWrites {
  private readonly client;
  private connecting?: Promise<unknown>;

  constructor(
    url: string,
    private readonly key = 'dental',
  ) {
    this.client = createClient({ url, socket: { connectTimeout: 1000 } });
    // Reconnects are the client's job; an error event without a listener would end the process.
    this.client.on('error', (error: unknown) => log.warn({ msg: 'redis error', error: String(error) }));
  }

  private async ready() {
    this.connecting ??= this.client.connect().catch((error: unknown) => {
      this.connecting = undefined;
      throw error;
    });
    await this.connecting;
    return this.client;
  }

  async mark(userId: string): Promise<void> {
    await (await this.ready()).set(this.name(userId), '1', { expiration: { type: 'PX', value: RECENT_WRITE_MS } });
  }

  async isRecent(userId: string): Promise<boolean> {
    return (await (await this.ready()).exists(this.name(userId))) > 0;
  }

  async onModuleDestroy(): Promise<void> {
    if (this.client.isOpen) await this.client.quit().catch(() => undefined);
  }

  private name(userId: string) {
    return `${this.key}:recent-write:${userId}`;
  }
}
