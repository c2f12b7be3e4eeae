import { jest } from '@jest/globals';
import { act, render, renderHook, screen } from '@testing-library/react';
import { signOutLocally, useSession } from '@dental/auth';
import { closeLive, configureLive, createLiveConnection, liveSocket, useLiveEvent, useLiveStatus, type Connect } from '../index';
import { FakeSocket } from '../fake-socket';

let sockets: FakeSocket[] = [];
const last = () => sockets[sockets.length - 1];
const connect: Connect = (_url, options) => {
  sockets.push(new FakeSocket(options as never));
  return last() as never;
};
/** Lets the lazy `connect` (awaited like the dynamic import) run. */
const settle = () => act(async () => await Promise.resolve());

beforeEach(() => {
  sockets = [];
  useSession.getState().clear();
  useSession.getState().setToken('tok-1');
  configureLive({ connect });
});

afterEach(() => closeLive());

describe('live channel', () => {
  it('connects only on first use, once, with the session token over websocket', async () => {
    const connection = createLiveConnection({ connect });
    await settle();
    expect(sockets).toHaveLength(0);

    connection.use();
    expect(connection.use().status).toBe('connecting');
    await settle();
    expect(sockets).toHaveLength(1);
    expect(last().options.transports).toEqual(['websocket']);
    expect(last().options.path).toBe('/socket.io');
    expect(last().token()).toEqual({ token: 'tok-1' });
    act(() => last().receive('connect'));
    expect(connection.use().status).toBe('online');
    connection.stop();
  });

  it('shares one connection between two consumers', async () => {
    const calendar = liveSocket();
    const messenger = liveSocket();
    const seenByCalendar: unknown[] = [];
    const seenByMessenger: unknown[] = [];
    calendar.on('calendar:appointment', (event) => seenByCalendar.push(event));
    await settle();
    messenger.on('messenger:message', (event) => seenByMessenger.push(event));
    expect(sockets).toHaveLength(1);
    last().receive('connect');
    last().receive('calendar:appointment', { action: 'created' });
    last().receive('messenger:message', { content: 'Sveiki' });
    expect(seenByCalendar).toEqual([{ action: 'created' }]);
    expect(seenByMessenger).toEqual([{ content: 'Sveiki' }]);
  });

  it('joins a room on connect and again after every reconnection, and leaves it', async () => {
    const live = liveSocket();
    const leave = live.joinRoom('calendar:join', 'calendar:leave', { branch_uuid: 'b1' });
    await settle();
    const socket = last();
    expect(socket.emitted).toEqual([]); // not connected yet: nothing is buffered
    socket.receive('connect');
    expect(socket.emitted).toEqual([['calendar:join', { branch_uuid: 'b1' }]]);

    const reconnected = jest.fn();
    live.onConnect(reconnected);
    socket.receive('disconnect');
    expect(live.status).toBe('connecting');
    socket.receive('connect');
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(socket.emitted).toEqual([
      ['calendar:join', { branch_uuid: 'b1' }],
      ['calendar:join', { branch_uuid: 'b1' }],
    ]);

    leave();
    leave();
    expect(socket.emitted.slice(2)).toEqual([['calendar:leave', { branch_uuid: 'b1' }]]);
    socket.receive('disconnect');
    socket.receive('connect');
    expect(socket.emitted).toHaveLength(3); // a room that was left is not joined again
  });

  it('leaves a room two consumers share only when the last one leaves', async () => {
    const live = liveSocket();
    await settle();
    last().receive('connect');
    const leaveA = live.joinRoom('calendar:join', 'calendar:leave', { branch_uuid: 'b1' });
    const leaveB = liveSocket().joinRoom('calendar:join', 'calendar:leave', { branch_uuid: 'b1' });
    leaveA();
    expect(last().emitted).toEqual([['calendar:join', { branch_uuid: 'b1' }]]);
    leaveB();
    expect(last().emitted).toEqual([
      ['calendar:join', { branch_uuid: 'b1' }],
      ['calendar:leave', { branch_uuid: 'b1' }],
    ]);
  });

  it('resolves emit with the acknowledgement, and rejects while offline', async () => {
    const live = liveSocket();
    await expect(live.emit('messenger:join', { branch_uuid: 'b1' })).rejects.toThrow('LIVE_OFFLINE');
    await settle();
    last().receive('connect');
    last().answers.set('messenger:join', { ok: true, branch_uuid: 'b1', users: [] });
    await expect(live.emit('messenger:join', { branch_uuid: 'b1' })).resolves.toEqual({ ok: true, branch_uuid: 'b1', users: [] });
  });

  it('disconnects on sign-out, and reconnects with the new token after the next sign-in', async () => {
    const live = liveSocket();
    const down = jest.fn();
    live.onDisconnect(down);
    live.joinRoom('messenger:join', 'messenger:leave', { branch_uuid: 'b1' });
    await settle();
    const first = last();
    first.receive('connect');

    await act(() => signOutLocally());
    expect(first.disconnected).toBe(true);
    expect(down).toHaveBeenCalledTimes(1);
    expect(live.status).toBe('offline');
    first.receive('messenger:message', {}); // a late event of the closed socket reaches nobody

    act(() => useSession.getState().setToken('tok-2'));
    await settle();
    expect(sockets).toHaveLength(2);
    expect(last().token()).toEqual({ token: 'tok-2' });
    last().receive('connect');
    expect(last().emitted).toEqual([['messenger:join', { branch_uuid: 'b1' }]]);
  });

  it('re-opens the socket with a refreshed token', async () => {
    liveSocket();
    await settle();
    const first = last();
    first.receive('connect');
    act(() => useSession.getState().setToken('tok-refreshed'));
    await settle();
    expect(first.disconnected).toBe(true);
    expect(sockets).toHaveLength(2);
    expect(last().token()).toEqual({ token: 'tok-refreshed' });
  });

  it('gives components the status and the events', async () => {
    function Dot() {
      return <p>{useLiveStatus()}</p>;
    }
    render(<Dot />);
    await settle();
    expect(screen.getByText('connecting')).toBeInTheDocument();
    act(() => last().receive('connect'));
    expect(screen.getByText('online')).toBeInTheDocument();

    const seen: unknown[] = [];
    const { unmount } = renderHook(() => useLiveEvent('calendar:worktimes', (event) => seen.push(event)));
    act(() => last().receive('calendar:worktimes', { action: 'edited' }));
    unmount();
    act(() => last().receive('calendar:worktimes', { action: 'deleted' }));
    expect(seen).toEqual([{ action: 'edited' }]);
  });
});
