import { Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PlatformCoreModule, createOrmConfig, type DomainModule } from '@dental/server-core';
import { ClientErrorsController } from './client-errors/client-errors.controller.js';
import { HealthController } from './health/health.controller.js';
import { API_VERSION, HealthService, SERVED_MODULES } from './health/health.service.js';
import { allEntities, allMigrations } from './modules.js';

export interface AppModuleOptions {
  databaseUrl: string;
  modules: DomainModule[];
  version: string;
}

/**
 * The API process: the platform core, the ORM (one request context per request), and the domain
 * modules it serves. The ORM always knows every entity, so relations across modules resolve even
 * when only some modules serve routes.
 */
@Module({})
export class AppModule {
  static forRoot({ databaseUrl, modules, version }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MikroOrmModule.forRoot(createOrmConfig({ url: databaseUrl, entities: allEntities(), migrations: allMigrations() })),
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
