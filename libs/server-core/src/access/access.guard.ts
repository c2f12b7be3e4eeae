import { Inject, Injectable, Optional, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/core';
import { PUBLIC, SIGNED_IN, isPermission, type Access } from '@dental/contracts';
import type { ApiRequest } from '../context/api-request.js';
import { scopeToTenant } from '../database/tenant.js';
import { ApiException } from '../http/api-exception.js';
import { logger } from '../logging/logger.js';
import { ACCESS_KEY } from './access.decorator.js';
import { SESSION_RESOLVER, hasPermission, type AuthSession, type SessionResolver } from './auth-session.js';

const log = logger.child('access');

/**
 * Default-deny access control for every route:
 * - no @Access on the handler -> 403 (a programming error, logged);
 * - PUBLIC -> through;
 * - no valid bearer token -> 401 UNAUTHENTICATED;
 * - a permission the session lacks -> 403 FORBIDDEN.
 * Once the session is known, the request's EntityManager gets its company as the tenant filter's
 * parameter: from here on every query of a company-owned entity is scoped, whatever the handler does.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly em: EntityManager,
    @Optional() @Inject(SESSION_RESOLVER) private readonly sessions?: SessionResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.get<Access | undefined>(ACCESS_KEY, context.getHandler());
    const req = context.switchToHttp().getRequest<ApiRequest>();
    if (!access) {
      log.error({ msg: 'route without @Access refused', method: req.method, path: req.originalUrl });
      throw new ApiException(403, 'FORBIDDEN');
    }
    if (access === PUBLIC) return true;

    const session = await this.authenticate(req);
    if (access !== SIGNED_IN && !(isPermission(access) && hasPermission(session, access))) {
      throw new ApiException(403, 'FORBIDDEN');
    }
    return true;
  }

  private async authenticate(req: ApiRequest): Promise<AuthSession> {
    const token = bearerToken(req.headers.authorization);
    const session = token && this.sessions ? await this.sessions.resolve(token) : null;
    if (!session) throw new ApiException(401, 'UNAUTHENTICATED');
    if (req.context) req.context.auth = session;
    scopeToTenant(this.em, session.companyId);
    return session;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
