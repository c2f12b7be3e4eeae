import { distinctUsers, stillPresent } from '../live/presence.js';

const ilze = { uuid: '11111111-1111-4111-8111-111111111111', name: 'Ilze Kalniņa', color: '#6d4c41' };
const anna = { uuid: '22222222-2222-4222-8222-222222222222', name: 'Anna Bērziņa', color: null };

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
