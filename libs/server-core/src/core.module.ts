import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { AccessGuard } from './access/access.guard.js';
import { reenterRequestContextMiddleware } from './context/request-context.middleware.js';
import { ApiExceptionFilter } from './http/exception.filter.js';

/**
 * The platform's cross-cutting pieces, registered once by the app: default-deny access guard,
 * the error filter, and the request context around every handler. The session resolver the guard
 * needs comes from the identity module (SESSION_RESOLVER, its one global provider).
 */
@Module({
  imports: [DiscoveryModule],
  providers: [
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
  ],
})
export class PlatformCoreModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(reenterRequestContextMiddleware).forRoutes('{*all}');
  }
}
