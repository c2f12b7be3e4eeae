import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { AccessGuard } from './access/access.guard.js';
import { ReadYourWritesInterceptor } from './context/read-your-writes.interceptor.js';
import { reenterRequestContextMiddleware } from './context/request-context.middleware.js';
import { ApiExceptionFilter } from './http/exception.filter.js';

/**
 * The platform's cross-cutting pieces, registered once by the app: default-deny access guard,
 * the error filter, the request context around every handler, and read-your-writes (which
 * requests read from the replica: database/read-source.ts). The session resolver the guard
 * needs comes from the identity module (SESSION_RESOLVER, its one global provider).
 */
@Module({
  imports: [DiscoveryModule],
  providers: [
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
    { provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor },
  ],
})
export class PlatformCoreModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(reenterRequestContextMiddleware).forRoutes('{*all}');
  }
}
