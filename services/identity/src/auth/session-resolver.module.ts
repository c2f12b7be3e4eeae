import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { SESSION_RESOLVER } from '@dental/server-core';
import { SessionCacheInterceptor } from './session-cache.interceptor.js';
import { SessionInvalidationListener } from './session-invalidation.listener.js';
import { DatabaseSessionResolver } from './session.resolver.js';

/**
 * The platform's one global provider: SESSION_RESOLVER. The app-wide AccessGuard (APP_GUARD of
 * @dental/server-core's PlatformCoreModule) injects it to turn every request's bearer token into
 * a session, and server-core cannot import identity (identity builds on server-core), so the
 * resolver is made visible everywhere. Nothing else of identity is: the modules that use its
 * services import IdentityModule. The resolver's cache comes with its invalidation: the Postgres
 * listener and the interceptor dropping it after every mutating request.
 */
@Global()
@Module({
  providers: [
    SessionInvalidationListener,
    DatabaseSessionResolver,
    { provide: SESSION_RESOLVER, useExisting: DatabaseSessionResolver },
    { provide: APP_INTERCEPTOR, useClass: SessionCacheInterceptor },
  ],
  exports: [SESSION_RESOLVER],
})
export class SessionResolverModule {}
