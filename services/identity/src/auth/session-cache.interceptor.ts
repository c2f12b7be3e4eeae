import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';
import { SessionInvalidationListener } from './session-invalidation.listener.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that may have written (any method but GET/HEAD/OPTIONS) drops this instance's session
 * cache once it is done, before its answer leaves: whatever it changed (a revoked session, a
 * position's permissions, a disabled user) holds from this instance's next request, without
 * waiting for Postgres's notification. Other instances drop on the notification.
 */
@Injectable()
export class SessionCacheInterceptor implements NestInterceptor {
  constructor(private readonly listener: SessionInvalidationListener) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const method = context.switchToHttp().getRequest<{ method: string }>().method;
    if (READS.has(method)) return next.handle();
    return next.handle().pipe(finalize(() => this.listener.cache.flush()));
  }
}
