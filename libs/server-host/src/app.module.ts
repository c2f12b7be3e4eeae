import { Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { InProcessRecentWrites, PlatformCoreModule, RECENT_WRITES, createOrmConfig, type DomainModule } from '@dental/server-core';
import { ClientErrorsController } from './client-errors/client-errors.controller.js';
import { EventsModule } from './events/events.module.js';
import { allEntities, allMigrations } from './database/platform-orm.js';
import { RedisRecentWrites } from './database/redis-recent-writes.js';
import { HealthController } from './health/health.controller.js';
import { API_VERSION, HealthService, SERVED_MODULES } from './health/health.service.js';

export interface AppModuleOptions {
  databaseUrl: string;
  /** Every module of the platform, in migration order: the ORM knows all their entities and migrations. */
  registry: readonly DomainModule[];
  /** The modules this process serves (their routes and gateways). */
  modules: readonly DomainModule[];
  version: string;
  /** The streaming replica the reports and exports read from (DATABASE_REPLICA_URL). */
  replicaUrl?: string;
  /** Redis shared by the instances (REDIS_URL): read-your-writes marks live there. */
  redis?: { url: string; key?: string };
  /** Named in the event queue's instance registry (INSTANCE_NAME). */
  instanceName?: string;
}

/** The read-your-writes store for every module (global): in Redis when the instances share one. */
@Module({})
class RecentWritesModule {
  static forRoot(redis: AppModuleOptions['redis']): DynamicModule {
    return {
      module: RecentWritesModule,
      global: true,
      providers: [{ provide: RECENT_WRITES, useFactory: () => (redis ? new RedisRecentWrites(redis.url, redis.key) : new InProcessRecentWrites()) }],
      exports: [RECENT_WRITES],
    };
  }
}

/**
 * The API process: the platform core, the ORM (one request context per request), and the domain
 * modules it serves. The ORM always knows every entity of the registry, so relations across
 * modules resolve even when only some modules serve routes.
 */
@Module({})
export class AppModule {
  static forRoot({ databaseUrl, registry, modules, version, replicaUrl, redis, instanceName }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot(createOrmConfig({ url: databaseUrl, replicaUrl, entities: allEntities(registry), migrations: allMigrations(registry) })),
        RecentWritesModule.forRoot(redis),
        EventsModule.forRoot({ url: databaseUrl, instanceName }),
        PlatformCoreModule,
        ...modules.map((module) => module.module),
      ],
      controllers: [HealthController, ClientErrorsController],
      providers: [
        HealthService,
        { provide: SERVED_MODULES, useValue: modules },
        { provide: API_VERSION, useValue: version },
      ],
    };
  }
}
