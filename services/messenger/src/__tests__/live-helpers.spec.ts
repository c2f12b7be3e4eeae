import { distinctUsers, stillPresent } from '../live/presence.js';
import { handshakeToken } from '../live/socket-token.js';

const ilze = { uuid: '11111111-1111-4111-8111-111111111111', name: 'Ilze Kalniņa', color: '#6d4c41' };
const anna = { uuid: '22222222-2222-4222-8222-222222222222', name: 'Anna Bērziņa', color: null };

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

describe('presence', () => {
  it('lists each person once however many tabs they have, by name', () => {
    const sockets = [{ data: { user: ilze } }, { data: { user: anna } }, { data: { user: ilze } }, { data: {} }];
    expect(distinctUsers(sockets)).toEqual([anna, ilze]);
  });

  it('keeps a person present while another of their sockets stays in the room', () => {
    const room = [
      { id: 'a', data: { user: ilze } },
      { id: 'b', data: { user: ilze } },
      { id: 'c', data: { user: anna } },
    ];
    expect(stillPresent(room, ilze.uuid, 'a')).toBe(true);
    expect(stillPresent(room, anna.uuid, 'c')).toBe(false);
  });
});
