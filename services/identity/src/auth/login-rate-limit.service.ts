import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiException } from '@dental/server-core';
import { LoginAttempt } from './login-attempt.entity.js';

export const MAX_FAILED_LOGINS = 10;
export const RATE_WINDOW_MS = 60_000;

/**
 * 429 RATE_LIMITED once 10 sign-ins failed within a minute for the same username or from the same
 * address. Counted in Postgres, so the limit is shared by every API instance.
 */
@Injectable()
export class LoginRateLimitService {
  constructor(private readonly em: EntityManager) {}

  async assertAllowed(username: string, ip: string): Promise<void> {
    const since = new Date(Date.now() - RATE_WINDOW_MS);
    const failed = { succeeded: false, createdAt: { $gte: since } };
    const [byUsername, byIp] = await Promise.all([
      this.em.count(LoginAttempt, { ...failed, username }),
      this.em.count(LoginAttempt, { ...failed, ip }),
    ]);
    if (byUsername >= MAX_FAILED_LOGINS || byIp >= MAX_FAILED_LOGINS) {
      throw new ApiException(429, 'RATE_LIMITED');
    }
  }

  /** Recorded at once (own flush), also when the sign-in then answers 401. */
  async record(username: string, ip: string, succeeded: boolean): Promise<void> {
    await this.em.insert(LoginAttempt, { username, ip, succeeded, createdAt: new Date() });
  }
}
