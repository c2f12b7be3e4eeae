import { handshakeToken } from '../live/handshake-token.js';

describe('handshake token', () => {
  it('takes the bearer token from the authorization header first', () => {
    expect(handshakeToken({ headers: { authorization: 'Bearer abc' }, auth: { token: 'other' } })).toBe('abc');
  });

  it('takes auth.token (browsers), with or without the Bearer prefix', () => {
    expect(handshakeToken({ headers: {}, auth: { token: 'abc' } })).toBe('abc');
    expect(handshakeToken({ headers: {}, auth: { token: 'Bearer abc' } })).toBe('abc');
  });

  it('finds none in a malformed header or a non-string auth', () => {
    expect(handshakeToken({ headers: { authorization: 'Basic abc' } })).toBeUndefined();
    expect(handshakeToken({ headers: {}, auth: { token: 42 } })).toBeUndefined();
    expect(handshakeToken({ headers: {}, auth: { token: 'two words' } })).toBeUndefined();
    expect(handshakeToken({ headers: {} })).toBeUndefined();
  });
});
