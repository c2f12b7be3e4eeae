import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { configureApp, logger, runMigrations, setupOpenApi, type DomainModule } from '@dental/server-core';
import { AppModule } from './app.module.js';
import { seedDemo } from './database/platform-orm.js';
import { startEvents } from './events/start-events.js';
import { createRedisIoAdapter, type RedisIoAdapterOptions } from './live/redis-io.adapter.js';

export interface CreateAppOptions {
  databaseUrl: string;
  /**
   * Every module of the platform, in the order their migrations and demo seeds run (identity
   * first). The host knows no module by name: services/api passes its list, the test kit its own.
   */
  registry: readonly DomainModule[];
  /** The modules this process serves; all of the registry when omitted. */
  modules?: readonly DomainModule[];
  /** What /api/health and the OpenAPI document call this build (the API package's version). */
  version: string;
  /** Apply pending migrations before serving. */
  migrate?: boolean;
  /** Seed the demo data when the database has no company. */
  seed?: boolean;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); see configureApp. */
  trustedProxies?: string;
  /** Serve /api/docs to anyone (API_DOCS_PUBLIC=1). */
  docsPublic?: boolean;
  /** Redis for the live channel, so its rooms span every instance (REDIS_URL); alone without it. */
  redis?: RedisIoAdapterOptions;
  /** A streaming replica for the reports and exports (DATABASE_REPLICA_URL); the primary only without it. */
  replicaUrl?: string;
  /** Named in every answer's x-instance header (INSTANCE_NAME), when several instances serve. */
  instanceName?: string;
}

/** Builds the API (not yet listening): used by services/api's main.ts and by the test kit alike. */
export async function createApp(options: CreateAppOptions): Promise<INestApplication> {
  const modules = options.modules ?? options.registry;
  const app = await NestFactory.create(
    AppModule.forRoot({
      databaseUrl: options.databaseUrl,
      replicaUrl: options.replicaUrl,
      redis: options.redis,
      registry: options.registry,
      modules,
      version: options.version,
      instanceName: options.instanceName,
    }),
    { logger, bufferLogs: true, bodyParser: true },
  );
  configureApp(app, { trustedProxies: options.trustedProxies, docsPublic: options.docsPublic, instanceName: options.instanceName });
  // Answers a route gives beyond the ones its declarations imply (e.g. sign-in's 401 and 429).
  setupOpenApi(app, options.version, { errorAnswers: Object.assign({}, ...modules.map((module) => module.errorAnswers)) });
  if (options.redis) app.useWebSocketAdapter(await createRedisIoAdapter(app, options.redis));
  await app.init();

  const orm = app.get(MikroORM);
  if (options.migrate) await runMigrations(orm);
  if (options.seed && (await seedDemo(orm, options.registry))) logger.info({ msg: 'demo data seeded' });
  // After the migrations: the consumers read what they made (the seed tells its records through the event log).
  await startEvents(app, options.registry, modules);
  return app;
}
