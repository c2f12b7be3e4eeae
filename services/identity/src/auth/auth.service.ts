import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Me, SessionToken } from '@dental/contracts';
import { ApiException, Company, type AuthSession } from '@dental/server-core';
import { AuditService } from '../audit/audit.service.js';
import { BranchService } from '../branches/branch.service.js';
import { toBranchSummary } from '../branches/branch.mapper.js';
import { ImpersonationService } from '../impersonation/impersonation.service.js';
import { User } from '../users/user.entity.js';
import { toPositionSummary, toUserIdentity } from '../users/user.mapper.js';
import { LoginRateLimitService } from './login-rate-limit.service.js';
import { decoyHash, verifyPassword } from './password.js';
import { Session } from './session.entity.js';
import { SessionsService } from './sessions.service.js';
import { newToken, sessionExpiry } from './tokens.js';

export interface PasswordLogin {
  username: string;
  password: string;
  remember: boolean;
}

/** Sign-in, the current user, refresh and sign-out. */
@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimit: LoginRateLimitService,
    private readonly audit: AuditService,
    private readonly branches: BranchService,
    private readonly impersonation: ImpersonationService,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Any failure answers the same 401 AUTHORISATION_FAILED, whether the username is unknown, the
   * password wrong or the user disabled: the answer tells an attacker nothing.
   */
  async login({ username, password, remember }: PasswordLogin, ip: string): Promise<SessionToken> {
    const name = username.toLowerCase();
    await this.rateLimit.assertAllowed(name, ip);
    // Sign-in crosses tenants: it is what decides the tenant.
    const user = await this.em.findOne(
      User,
      { username: name },
      { populate: ['passwordHash'], filters: { tenant: false } },
    );
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
    if (!user || !valid || user.userStatus !== 1) {
      await this.rateLimit.record(name, ip, false);
      this.audit.record({ type: 'login_failed', subjectUuid: user?.uuid, companyId: user?.company.id, ip, details: { username: name } });
      await this.em.flush();
      throw new ApiException(401, 'AUTHORISATION_FAILED');
    }
    await this.rateLimit.record(name, ip, true);
    this.audit.record({ type: 'login_succeeded', actorUuid: user.uuid, companyId: user.company.id, ip });
    return this.openSession(user, user.company.id, remember);
  }

  /**
   * The signed-in user's own password, checked again (a locked tablet view is left only by its
   * staff member). Rate-limited and recorded like a sign-in: a wrong password is a failed attempt.
   */
  async checkPassword(auth: AuthSession, password: string, ip: string): Promise<void> {
    const user = await this.em.findOneOrFail(User, { uuid: auth.userId }, { populate: ['passwordHash'], filters: { tenant: false } });
    await this.rateLimit.assertAllowed(user.username, ip);
    const valid = await verifyPassword(user.passwordHash, password);
    await this.rateLimit.record(user.username, ip, valid);
    if (!valid) {
      this.audit.record({ type: 'login_failed', subjectUuid: user.uuid, companyId: auth.companyId, ip, details: { username: user.username, password_check: true } });
      await this.em.flush();
      // Not a 401: the session is fine (a 401 would sign the tablet out); the field is what is wrong.
      throw new ApiException(400, 'VALIDATION_FAILED', { password: 'password_wrong' });
    }
  }

  /** Exchanges a single-use impersonation token for a session as its user (12 hours). */
  async loginWithImpersonation(token: string, ip: string): Promise<SessionToken> {
    const ticket = await this.impersonation.redeem(token);
    this.audit.record({
      type: 'impersonation_used',
      actorUuid: ticket.issuedBy.uuid,
      subjectUuid: ticket.user.uuid,
      companyId: ticket.company.id,
      ip,
    });
    const user = await this.em.findOneOrFail(User, { uuid: ticket.user.uuid }, { filters: { tenant: false } });
    return this.openSession(user, ticket.company.id, false, ticket.issuedBy.uuid);
  }

  /** GET /api/auth: who is signed in, what they may do, where they may work, in which company. */
  async me(auth: AuthSession): Promise<Me> {
    // Three independent reads at once (one round trip's wait instead of three in a row). The user
    // row may belong to another company than the active one (an admin who switched).
    const [user, company, branches] = await Promise.all([
      this.em.findOneOrFail(User, { uuid: auth.userId }, { populate: ['positions'], filters: { tenant: false } }),
      this.em.findOneOrFail(Company, { id: auth.companyId }),
      this.branches.workableFor(auth),
    ]);
    return {
      ...toUserIdentity(user),
      style: { color: user.color },
      permissions: [...auth.permissions],
      positions: user.positions.getItems().map(toPositionSummary),
      branches: branches.map(toBranchSummary),
      company: { id: company.id, name: company.name, slug: company.slug },
      impersonated_by: auth.impersonatedBy ?? null,
    };
  }

  /** PATCH /api/auth: a fresh token for the same user and company; the old one stops working. */
  async refresh(auth: AuthSession): Promise<SessionToken> {
    const current = await this.em.findOneOrFail(Session, { uuid: auth.sessionId }, { filters: { tenant: false } });
    const user = this.em.getReference(User, auth.userId);
    const fresh = await this.openSession(user, auth.companyId, current.remember, current.impersonatedBy?.uuid);
    await this.sessions.end(current.uuid);
    return fresh;
  }

  /**
   * DELETE /api/auth: ends this session only (docs/decisions.md, "Sessions"): logging out on the
   * doctor's PC leaves the tablet at the chair signed in. Revoked on the server, its sockets dropped.
   */
  async logout(auth: AuthSession): Promise<void> {
    await this.sessions.end(auth.sessionId);
    this.audit.record({ type: 'logout', actorUuid: auth.userId, companyId: auth.companyId });
    await this.em.flush();
  }

  /**
   * DELETE /api/auth/sessions, "Sign out everywhere": every session of the user ends (and its live
   * sockets drop), this one included. From an admin's impersonation it ends only that session:
   * the impersonated user's own sessions are theirs to end.
   */
  async logoutEverywhere(auth: AuthSession): Promise<void> {
    if (auth.impersonatedBy) await this.sessions.end(auth.sessionId);
    else await this.sessions.endAllOf(auth.userId, { impersonated: false });
    this.audit.record({ type: 'logout_everywhere', actorUuid: auth.userId, companyId: auth.companyId });
    await this.em.flush();
  }

  private async openSession(user: User, companyId: number, remember: boolean, impersonatedBy?: string): Promise<SessionToken> {
    const { token, hash } = newToken();
    const session = this.em.create(Session, {
      tokenHash: hash,
      user,
      company: this.em.getReference(Company, companyId),
      remember,
      impersonatedBy: impersonatedBy ? this.em.getReference(User, impersonatedBy) : null,
      expiresAt: sessionExpiry(remember),
    });
    await this.em.flush();
    return { token, expires_at: session.expiresAt.toISOString() };
  }
}
