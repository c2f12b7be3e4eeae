import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthSession, SessionResolver } from '@dental/server-core';
import { permissionsOf } from '../users/permissions.js';
import { Session } from './session.entity.js';
import { hashToken } from './tokens.js';

/**
 * Turns a bearer token into the request's session for the access guard. This is the one read
 * that must cross tenants (the session is what tells the tenant), hence the tenant filter is off here.
 */
@Injectable()
export class DatabaseSessionResolver implements SessionResolver {
  constructor(private readonly em: EntityManager) {}

  async resolve(token: string): Promise<AuthSession | null> {
    const session = await this.em.findOne(
      Session,
      { tokenHash: hashToken(token), revokedAt: null, expiresAt: { $gt: new Date() } },
      { populate: ['user', 'user.positions', 'impersonatedBy'], filters: { tenant: false } },
    );
    const user = session?.user.getEntity();
    if (!session || !user || user.deletedAt || user.userStatus !== 1) return null;
    return {
      sessionId: session.uuid,
      userId: user.uuid,
      username: user.username,
      companyId: session.company.id,
      permissions: new Set(permissionsOf(user.positions.getItems())),
      impersonatedBy: session.impersonatedBy?.getEntity().username,
    };
  }
}
