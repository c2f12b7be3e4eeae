import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The patient's signed links (no sign-in): `/r/{token}` for an appointment (expires at its start)
 * and `/o/{token}` to opt out of a channel. A token is its claims in base64url and their HMAC-SHA256
 * with the installation's key (MESSAGE_LINK_SECRET, else the one kept in `message_link_key`, which
 * link-secret.ts reads at start); any altered byte or a passed expiry reads as no link at all.
 */
let storedKey: string | null = null;

/** The key kept in the database, as link-secret.ts read it. */
export function useStoredLinkKey(key: string): void {
  storedKey = key;
}

/** The key links are signed with, or null until the stored one has been read. */
export const linkKey = (): string | null => process.env.MESSAGE_LINK_SECRET || storedKey;

const secret = (): string => {
  const key = linkKey();
  if (!key) throw new Error('The link key has not been read yet (message_link_key)');
  return key;
};
/** Where the patient's pages are served (the public booking remote). */
export const publicBaseUrl = () => (process.env.PUBLIC_BASE_URL ?? 'http://localhost:4200').replace(/\/$/, '');

export interface LinkClaims {
  /** `r`: an appointment's page; `o`: an opt-out; `b`: an online booking's cancel and move links (issue 27). */
  k: 'r' | 'o' | 'b';
  /** The company. */
  c: number;
  /** The appointment (r) or the patient (o). */
  s: string;
  /** The message the link came in (`b`: the booking's hold). */
  m: string;
  /** The channel to opt out of (o). */
  ch?: 'email' | 'sms';
  /** Expiry, seconds since the epoch (r). */
  e?: number;
}

const sign = (body: string, key: string) => createHmac('sha256', key).update(body).digest('base64url');

/** A token for `claims`; `key` only to measure a sample (a template's longest link). */
export function signLink(claims: LinkClaims, key: string = secret()): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(body, key)}`;
}

export function linkUrl(claims: LinkClaims, key: string = secret()): string {
  return `${publicBaseUrl()}/${claims.k}/${signLink(claims, key)}`;
}

/** The claims of a token that is intact and not expired at `now`, of the kind asked; else null. */
export function readLink(token: string, kind: LinkClaims['k'], now: Date): LinkClaims | null {
  const [body, mac, ...rest] = token.split('.');
  const key = linkKey();
  if (!body || !mac || rest.length || !key) return null;
  const expected = Buffer.from(sign(body, key));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LinkClaims;
    if (claims.k !== kind) return null;
    if (claims.e !== undefined && claims.e * 1000 <= now.getTime()) return null;
    return claims;
  } catch {
    return null;
  }
}
