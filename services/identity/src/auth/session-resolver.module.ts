import { Global, Module } from '@nestjs/common';
import { SESSION_RESOLVER } from '@dental/server-core';
import { DatabaseSessionResolver } from './session.resolver.js';

/**
 * The platform's one global provider: SESSION_RESOLVER. The app-wide AccessGuard (APP_GUARD of
 * @dental/server-core's PlatformCoreModule) injects it to turn every request's bearer token into
 * a session, and server-core cannot import identity (identity builds on server-core), so the
 * resolver is made visible everywhere. Nothing else of identity is: the modules that use its
 * services import IdentityModule.
 */
@Global()
@Module({
  providers: [DatabaseSessionResolver, { provide: SESSION_RESOLVER, useExisting: DatabaseSessionResolver }],
  exports: [SESSION_RESOLVER],
})
export class SessionResolverModule {}
