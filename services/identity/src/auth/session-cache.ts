import type { AuthSession } from '@dental/server-core';

/** How long a cached session may be served without being read again, whatever happens. */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  session: AuthSession;
  /** Epoch ms: the earlier of the session's own expiry and the cache's TTL. */
  until: number;
}

/**
 * The resolved sessions of this API instance, keyed by token hash (docs/decisions.md, "Sessions
 * are cached"). Whatever may change a session's answer drops it: a notification from Postgres
 * (session-invalidation.listener.ts, every instance), a mutating request of this instance
 * (session-cache.interceptor.ts), the test kit's plain SQL. A read that started before a drop never
 * stores its (possibly stale) answer: `generation` counts drops, and `store` refuses an answer read
 * under an older one.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  private current = 0;
  /** False while the invalidation listener is not connected: nothing is served or stored then. */
  enabled = false;

  get generation(): number {
    return this.current;
  }

  get(tokenHash: string, now = Date.now()): AuthSession | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.remove(tokenHash, entry.session.userId);
      return undefined;
    }
    return entry.session;
  }

  store(tokenHash: string, session: AuthSession, expiresAt: number, readAtGeneration: number, now = Date.now()): void {
    if (!this.enabled || readAtGeneration !== this.current) return;
    if (this.entries.size >= MAX_ENTRIES) this.flush();
    this.entries.set(tokenHash, { session, until: Math.min(expiresAt, now + SESSION_CACHE_TTL_MS) });
    let tokens = this.byUser.get(session.userId);
    if (!tokens) this.byUser.set(session.userId, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  /** Drops every session of one user (their sessions, user row or positions changed). */
  dropUser(userUuid: string): void {
    this.current++;
    for (const tokenHash of this.byUser.get(userUuid) ?? []) this.entries.delete(tokenHash);
    this.byUser.delete(userUuid);
  }

  flush(): void {
    this.current++;
    this.entries.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(tokenHash: string, userUuid: string): void {
    this.entries.delete(tokenHash);
    this.byUser.get(userUuid)?.delete(tokenHash);
  }
}
