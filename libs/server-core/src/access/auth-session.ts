import type { Permission } from '@dental/contracts';

/** The signed-in user behind a request, as the identity module resolves it from the bearer token. */
export interface AuthSession {
  sessionId: string;
  userId: string;
  username: string;
  /** The company the session acts in: the user's own, or the one an admin switched to. */
  companyId: number;
  permissions: ReadonlySet<Permission>;
  /** The admin who signed in as this user, when the session came from an impersonation token. */
  impersonatedBy?: string;
}

/** Resolves a bearer token to its session, or null when it is unknown, expired or revoked. */
export interface SessionResolver {
  resolve(token: string): Promise<AuthSession | null>;
}

/**
 * Every session cache of this process (services/identity/src/auth/session-cache.ts): the test
 * kit's plain SQL (libs/server-testing) drops them all, as a mutating request drops its own.
 */
export const sessionCaches = new Set<{ flush(): void }>();

/** Injection token of the SessionResolver; the identity module provides it. */
export const SESSION_RESOLVER = Symbol.for('dental.SessionResolver');

/** Whether the session may do what `permission` guards (`admin` may do everything). */
export const hasPermission = (session: AuthSession, permission: Permission): boolean =>
  session.permissions.has('admin') || session.permissions.has(permission);
