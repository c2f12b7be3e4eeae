import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { createRedisIoAdapter, type RedisIoAdapterOptions } from '@dental/messenger';
import { configureApp, logger, packageVersion, setupOpenApi, type DomainModule } from '@dental/server-core';
import { AppModule } from './app.module.js';
import { runMigrations, seedDemo } from './database/orm.js';

export interface CreateAppOptions {
  databaseUrl: string;
  modules: DomainModule[];
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
}

/** Builds the API (not yet listening): used by main.ts and by the integration tests alike. */
export async function createApp(options: CreateAppOptions): Promise<INestApplication> {
  const version = packageVersion(import.meta.url);
  const app = await NestFactory.create(
    AppModule.forRoot({ databaseUrl: options.databaseUrl, modules: options.modules, version }),
    { logger, bufferLogs: true, bodyParser: true },
  );
  configureApp(app, { trustedProxies: options.trustedProxies, docsPublic: options.docsPublic });
  // Sign-in answers wrong credentials with 401 and a burst of them with 429 (identity's rate limit).
  setupOpenApi(app, version, { errorAnswers: { 'POST /api/auth': [401, 429] } });
  if (options.redis) app.useWebSocketAdapter(await createRedisIoAdapter(app, options.redis));
  await app.init();

  const orm = app.get(MikroORM);
  if (options.migrate) await runMigrations(orm);
  if (options.seed && (await seedDemo(orm))) logger.info({ msg: 'demo data seeded' });
  return app;
}
