import { hashPassword, verifyPassword } from '../auth/password.js';
import { hashToken, impersonationExpiry, newToken, sessionExpiry } from '../auth/tokens.js';

describe('tokens', () => {
  it('makes long random tokens and keeps only their sha256', () => {
    const a = newToken();
    const b = newToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(43);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });
  it('lasts 12 hours, 30 days when remembered, 5 minutes for impersonation', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(sessionExpiry(false, now).toISOString()).toBe('2026-01-01T12:00:00.000Z');
    expect(sessionExpiry(true, now).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(impersonationExpiry(now).toISOString()).toBe('2026-01-01T00:05:00.000Z');
  });
});

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
