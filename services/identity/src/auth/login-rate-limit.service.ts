import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiException } from '@dental/server-core';
import { LoginAttempt } from './login-attempt.entity.js';

/** Failed sign-ins a minute for one username (from anywhere) before it is refused for a while. */
export const MAX_FAILED_PER_USERNAME = 10;
/**
 * Failed sign-ins a minute from one client address, whatever the usernames. Higher than the
 * username's: a clinic's staff share one address (one office, one NAT), so one person's ten typos
 * must not lock out the rest, while spraying many usernames from one address is still stopped.
 */
export const MAX_FAILED_PER_ADDRESS = 30;
export const RATE_WINDOW_MS = 60_000;

/**
 * 429 RATE_LIMITED once the username or the client address has failed too often within a minute;
 * the two are counted apart. The address is the client's own (the API takes X-Forwarded-For only
 * from a trusted proxy, see configureApp). Counted in Postgres, so every API instance shares it.
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
    if (byUsername >= MAX_FAILED_PER_USERNAME || byIp >= MAX_FAILED_PER_ADDRESS) {
      throw new ApiException(429, 'RATE_LIMITED');
    }
  }

  /** Recorded at once (own flush), also when the sign-in then answers 401. */
  async record(username: string, ip: string, succeeded: boolean): Promise<void> {
    await this.em.insert(LoginAttempt, { username, ip, succeeded, createdAt: new Date() });
  }
}
