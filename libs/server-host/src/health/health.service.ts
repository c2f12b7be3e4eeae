import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Health } from '@dental/contracts';
import type { DomainModule } from '@dental/server-core';
import { createClient } from 'redis';

export const SERVED_MODULES = Symbol.for('dental.ServedModules');
export const API_VERSION = Symbol.for('dental.ApiVersion');

/** What /api/health and the internal /test page show: versions and the state of what we depend on. */
@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    @Inject(SERVED_MODULES) private readonly modules: DomainModule[],
    @Inject(API_VERSION) private readonly version: string,
  ) {}

  async check(): Promise<Health> {
    const [database, replica, redis] = await Promise.all([this.database(), this.replica(), this.redis()]);
    return {
      status: database === 'ok' && replica !== 'down' && redis !== 'down' ? 'ok' : 'degraded',
      version: this.version,
      modules: this.modules.map(({ name, version }) => ({ name, version })),
      database,
      replica,
      redis,
    };
  }

  private async database(): Promise<Health['database']> {
    try {
      await this.em.getConnection().execute('select 1');
      return 'ok';
    } catch {
      return 'down';
    }
  }

  /** A replica that is down degrades the reports' freshness only: readiness stays with the primary. */
  private async replica(): Promise<Health['replica']> {
    if (!this.em.config.get('replicas')?.length) return 'not_configured';
    try {
      await this.em.getConnection('read').execute('select 1');
      return 'ok';
    } catch {
      return 'down';
    }
  }

  private async redis(): Promise<Health['redis']> {
    const url = process.env.REDIS_URL;
    if (!url) return 'not_configured';
    const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
    client.on('error', () => undefined); // the answer says "down"; no unhandled error event
    try {
      await client.connect();
      await client.ping();
      return 'ok';
    } catch {
      return 'down';
    } finally {
      client.destroy();
    }
  }
}
