import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthSession, SessionResolver } from '@dental/server-core';
import { permissionsOf } from '../users/permissions.js';
import { SessionInvalidationListener } from './session-invalidation.listener.js';
import { hashToken } from './tokens.js';

interface SessionRow {
  session_uuid: string;
  company_id: number;
  user_uuid: string;
  username: string;
  impersonated_by: string | null;
  expires_at: Date;
  permissions: string[] | null;
}

/**
 * Every signed-in request's first read: the session, its user, the user's live positions'
 * permissions and the impersonating admin, in one plain statement (no entity hydration: this is
 * the floor every request pays, tools/bench/request-floor.mjs). It crosses tenants by nature (the
 * session is what tells the tenant), so no tenant filter applies; revoked, expired, disabled and
 * deleted are refused in the statement itself. The answer is cached in memory until anything that
 * could change it is written (session-cache.ts).
 */
const SESSION_SQL = `select s.uuid as session_uuid, s.company_id, s.expires_at, u.uuid as user_uuid, u.username, imp.username as impersonated_by,
    (select array_agg(perm) from user_positions up
       join position pos on pos.uuid = up.position_uuid and pos.deleted_at is null, unnest(pos.permissions) perm
     where up.user_uuid = u.uuid) as permissions
  from "session" s
  join "user" u on u.uuid = s.user_uuid and u.deleted_at is null and u.user_status = 1
  left join "user" imp on imp.uuid = s.impersonated_by_uuid
  where s.token_hash = ? and s.revoked_at is null and s.expires_at > now()`;

@Injectable()
export class DatabaseSessionResolver implements SessionResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly listener: SessionInvalidationListener,
  ) {}

  async resolve(token: string): Promise<AuthSession | null> {
    const tokenHash = hashToken(token);
    const cache = this.listener.cache;
    const cached = cache.get(tokenHash);
    if (cached) return cached;
    const generation = cache.generation;
    const [row] = await this.em.getConnection().execute<SessionRow[]>(SESSION_SQL, [tokenHash]);
    if (!row) return null;
    const session: AuthSession = {
      sessionId: row.session_uuid,
      userId: row.user_uuid,
      username: row.username,
      companyId: row.company_id,
      permissions: new Set(permissionsOf([{ permissions: row.permissions ?? [] }])),
      impersonatedBy: row.impersonated_by ?? undefined,
    };
    cache.store(tokenHash, session, new Date(row.expires_at).getTime(), generation);
    return session;
  }
}
