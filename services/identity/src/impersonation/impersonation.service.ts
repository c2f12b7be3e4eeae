import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ImpersonationToken as ImpersonationTokenAnswer } from '@dental/contracts';
import { ApiException, Company, notFound, type AuthSession } from '@dental/server-core';
import { AuditService } from '../audit/audit.service.js';
import { hashToken, impersonationExpiry, newToken } from '../auth/tokens.js';
import { assertMayActOn } from '../users/permissions.js';
import { User } from '../users/user.entity.js';
import { ImpersonationToken } from './impersonation-token.entity.js';

@Injectable()
export class ImpersonationService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** An admin's single-use, five-minute token to sign in as a user of the active company. */
  async issue(auth: AuthSession, userUuid: string): Promise<ImpersonationTokenAnswer> {
    const user = await this.em.findOne(User, { uuid: userUuid }, { populate: ['positions'] });
    if (!user) throw notFound();
    assertMayActOn(auth, user);
    const { token, hash } = newToken();
    const ticket = this.em.create(ImpersonationToken, {
      tokenHash: hash,
      user,
      company: this.em.getReference(Company, auth.companyId),
      issuedBy: this.em.getReference(User, auth.userId),
      expiresAt: impersonationExpiry(),
    });
    this.audit.record({ type: 'impersonation_issued', actorUuid: auth.userId, subjectUuid: user.uuid, companyId: auth.companyId });
    await this.em.flush();
    return { token, expires_at: ticket.expiresAt.toISOString() };
  }

  /**
   * Marks the token used in one conditional update, so two browsers racing with the same link
   * cannot both get a session. Unknown, expired or used: 401 IMPERSONATION_TOKEN_INVALID.
   */
  async redeem(token: string): Promise<ImpersonationToken> {
    const tokenHash = hashToken(token);
    const claimed = await this.em.nativeUpdate(
      ImpersonationToken,
      { tokenHash, usedAt: null, expiresAt: { $gt: new Date() } },
      { usedAt: new Date() },
    );
    if (claimed !== 1) throw new ApiException(401, 'IMPERSONATION_TOKEN_INVALID');
    // Still before any session exists: the ticket itself says which company it is for.
    return this.em.findOneOrFail(ImpersonationToken, { tokenHash }, { filters: { tenant: false } });
  }
}
