import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LiveSessions } from '../live/live-sessions.js';

export interface EndSessionsOptions {
  /** A session that stays (the caller's own, when they change their own password). */
  except?: string;
  /** Only sessions an admin opened by impersonation (true), or only the user's own (false). */
  impersonated?: boolean;
}

/**
 * Ends sessions: revoked in Postgres (so every instance refuses the token from the next request)
 * and their live sockets disconnected at once, on every instance. A password change or reset,
 * disabling or deleting a user and logging out all end here.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly live: LiveSessions,
  ) {}

  /** Ends the user's open sessions; answers how many ended. */
  async endAllOf(userUuid: string, options: EndSessionsOptions = {}): Promise<number> {
    const conditions = ['user_uuid = ?', 'revoked_at is null', 'expires_at > now()'];
    const params: unknown[] = [userUuid];
    if (options.except) {
      conditions.push('uuid <> ?');
      params.push(options.except);
    }
    if (options.impersonated !== undefined) conditions.push(`impersonated_by_uuid is ${options.impersonated ? 'not ' : ''}null`);
    return this.revoke(conditions, params);
  }

  async end(sessionUuid: string): Promise<number> {
    return this.revoke(['uuid = ?', 'revoked_at is null'], [sessionUuid]);
  }

  // Sessions cross tenants by nature (an admin's session may act in another company): plain SQL
  // on the session table, keyed by the user or session the caller was already allowed to act on.
  private async revoke(conditions: string[], params: unknown[]): Promise<number> {
    const rows = await this.em.execute<{ uuid: string }[]>(
      `update "session" set revoked_at = now() where ${conditions.join(' and ')} returning uuid`,
      params,
    );
    this.live.disconnectSessions(rows.map((row) => row.uuid));
    return rows.length;
  }
}
