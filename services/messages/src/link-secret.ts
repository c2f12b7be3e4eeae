import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { logger } from '@dental/server-core';
import { linkKey, useStoredLinkKey } from './links.js';

const log = logger.child('messages');

/**
 * Reads the installation's link key (`message_link_key`, made by the messages' migration) when the
 * API starts, and again every few seconds while the database is not there yet; a request for a
 * patient's link waits for it (`ready`). MESSAGE_LINK_SECRET in the environment needs no read.
 */
@Injectable()
export class LinkSecret implements OnApplicationBootstrap, OnApplicationShutdown {
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly orm: MikroORM) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ready().catch((error: unknown) => {
      log.warn({ msg: 'link key not read yet', error: String(error) });
      this.retryLater();
    });
  }

  onApplicationShutdown(): void {
    if (this.retry) clearTimeout(this.retry);
  }

  /** Resolves once links can be signed and read. */
  async ready(): Promise<void> {
    if (linkKey()) return;
    const [row] = await this.orm.em.fork().getConnection().execute<{ secret: string }[]>(`select "secret" from "message_link_key" where "id" = 1`);
    if (!row) throw new Error('message_link_key holds no key');
    useStoredLinkKey(row.secret);
  }

  private retryLater(): void {
    this.retry = setTimeout(() => void this.ready().catch(() => this.retryLater()), 5_000);
    this.retry.unref();
  }
}
