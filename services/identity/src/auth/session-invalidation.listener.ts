import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { sessionCaches } from '@dental/server-core';
import { SessionCache } from './session-cache.js';

/** The channel the triggers of Migration20261125030000_identity_session_cache_notify notify on. */
export const SESSION_CACHE_CHANNEL = 'dental_session_cache';
const RECONNECT_MS = 1000;

/**
 * Keeps this instance's session cache honest: a dedicated Postgres connection LISTENs for the
 * triggers on session, "user", user_positions and position (whatever path wrote them, ORM or plain
 * SQL, on whichever instance), and drops the user named (or everything, for '*'). While it is not
 * connected the cache is off and empty; after a reconnect (a database restart) it starts empty,
 * since notifications sent meanwhile are lost.
 */
@Injectable()
export class SessionInvalidationListener implements OnModuleInit, OnApplicationShutdown {
  readonly cache = new SessionCache();
  private readonly logger = new Logger('SessionCache');
  private client?: pg.Client;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  /** Said once per outage, not at every reconnect attempt. */
  private warned = false;

  constructor(private readonly em: EntityManager) {}

  onModuleInit(): void {
    sessionCaches.add(this.cache);
    void this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    sessionCaches.delete(this.cache);
    clearTimeout(this.timer);
    this.off();
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.em.config.get('clientUrl') });
    this.client = client;
    client.on('notification', (message) => {
      const payload = message.payload ?? '*';
      if (payload === '*') this.cache.flush();
      else this.cache.dropUser(payload);
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.off();
      if (error && !this.stopped && !this.warned) {
        this.warned = true;
        this.logger.warn(`invalidation listener lost (${error.message}); the session cache is off until it reconnects`);
      }
      client.end().catch(() => undefined);
      if (!this.stopped) this.timer = setTimeout(() => void this.connect(), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CACHE_CHANNEL}`);
      if (this.client !== client || this.stopped) return;
      this.cache.flush();
      this.cache.enabled = true;
      this.warned = false;
    } catch (error) {
      lost(error as Error);
    }
  }

  private off(): void {
    this.cache.enabled = false;
    this.cache.flush();
  }
}
