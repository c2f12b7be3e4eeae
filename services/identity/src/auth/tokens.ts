import { createHash, randomBytes } from 'node:crypto';

const HOUR = 60 * 60 * 1000;
export const SESSION_HOURS = 12;
export const REMEMBERED_SESSION_DAYS = 30;
export const IMPERSONATION_MINUTES = 5;

/** An opaque bearer token (256 random bits) and the sha256 that is all the database keeps. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** When a session started at `now` ends: 30 days when remembered, else 12 hours. */
export const sessionExpiry = (remember: boolean, now = new Date()): Date =>
  new Date(now.getTime() + (remember ? REMEMBERED_SESSION_DAYS * 24 : SESSION_HOURS) * HOUR);

export const impersonationExpiry = (now = new Date()): Date => new Date(now.getTime() + IMPERSONATION_MINUTES * 60_000);
