import 'reflect-metadata';
import { logger, packageVersion } from '@dental/server-core';
import { createApp } from '@dental/server-host';
import { databaseUrl } from './database/database-url.js';
import { ALL_MODULES, selectModules } from './modules.js';

/**
 * Starts the API. Environment: PORT (3000), DATABASE_URL, MODULES (e.g. `identity,messenger`;
 * all when unset), MIGRATE_ON_START=1, SEED_DEMO=1, TRUSTED_PROXIES (`loopback` by default: the
 * shell's own proxy; `none` to believe no X-Forwarded-For), API_DOCS_PUBLIC=1, REDIS_URL (+
 * REDIS_KEY, the live channel's pub/sub prefix, `dental` by default), DATABASE_REPLICA_URL (a
 * streaming replica the reports and exports read from), INSTANCE_NAME (the x-instance answer
 * header, when several instances serve), LOG_LEVEL.
 */
async function main(): Promise<void> {
  const modules = selectModules(process.env.MODULES);
  const app = await createApp({
    databaseUrl: databaseUrl(),
    registry: ALL_MODULES,
    modules,
    version: packageVersion(import.meta.url),
    migrate: process.env.MIGRATE_ON_START === '1',
    seed: process.env.SEED_DEMO === '1',
    trustedProxies: process.env.TRUSTED_PROXIES ?? 'loopback',
    docsPublic: process.env.API_DOCS_PUBLIC === '1',
    redis: process.env.REDIS_URL ? { url: process.env.REDIS_URL, key: process.env.REDIS_KEY } : undefined,
    replicaUrl: process.env.DATABASE_REPLICA_URL || undefined,
    instanceName: process.env.INSTANCE_NAME || undefined,
  });
  const port = Number(process.env.PORT ?? 3000);
  await app.listen(port);
  logger.info({ msg: `API listening on http://localhost:${port}/api`, modules: modules.map((m) => m.name) });
}

main().catch((error: unknown) => {
  logger.error({ msg: 'API failed to start' }, error);
  process.exit(1);
});
