import { bearerToken } from '../access/access.guard.js';

describe('bearerToken', () => {
  it('reads the token of an Authorization header', () => {
    expect(bearerToken('Bearer abc.DEF-123')).toBe('abc.DEF-123');
    expect(bearerToken('bearer abc')).toBe('abc');
  });
  it('ignores anything else', () => {
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
  });
});
