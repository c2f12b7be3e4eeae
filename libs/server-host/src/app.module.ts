import { Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PlatformCoreModule, createOrmConfig, type DomainModule } from '@dental/server-core';
import { ClientErrorsController } from './client-errors/client-errors.controller.js';
import { allEntities, allMigrations } from './database/platform-orm.js';
import { HealthController } from './health/health.controller.js';
import { API_VERSION, HealthService, SERVED_MODULES } from './health/health.service.js';

export interface AppModuleOptions {
  databaseUrl: string;
  /** Every module of the platform, in migration order: the ORM knows all their entities and migrations. */
  registry: readonly DomainModule[];
  /** The modules this process serves (their routes and gateways). */
  modules: readonly DomainModule[];
  version: string;
}

/**
 * The API process: the platform core, the ORM (one request context per request), and the domain
 * modules it serves. The ORM always knows every entity of the registry, so relations across
 * modules resolve even when only some modules serve routes.
 */
@Module({})
export class AppModule {
  static forRoot({ databaseUrl, registry, modules, version }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot(createOrmConfig({ url: databaseUrl, entities: allEntities(registry), migrations: allMigrations(registry) })),
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
