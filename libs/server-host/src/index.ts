// The host: what turns a list of domain modules into one running API process. It names no domain
// module; services/api (main.ts, its CLI, the module list) and @dental/server-testing give it theirs.
export { createApp, type CreateAppOptions } from './app.factory.js';
export { AppModule, type AppModuleOptions } from './app.module.js';
export { allEntities, allMigrations, openOrm, seedDemo } from './database/platform-orm.js';
export { RedisIoAdapter, createRedisIoAdapter, type RedisIoAdapterOptions } from './live/redis-io.adapter.js';
