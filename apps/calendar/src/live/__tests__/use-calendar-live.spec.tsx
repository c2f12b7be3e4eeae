import '../../__tests__/jsdom-polyfills';
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@dental/auth';
import { CALENDAR_EVENTS } from '@dental/contracts/values';
import { closeLive, configureLive } from '@dental/live';
import { FakeSocket } from '@dental/live/testing';
import { useCalendarLive } from '../use-calendar-live';

const B1 = '0b9c3c0e-5f6a-4c55-9a57-1d7b1f0e2a01';
const B2 = '0b9c3c0e-5f6a-4c55-9a57-1d7b1f0e2a02';

let sockets: FakeSocket[] = [];
const socket = () => sockets[sockets.length - 1];

function setup(branch: string) {
  const client = new QueryClient();
  const invalidated: unknown[] = [];
  jest.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => void invalidated.push(filters?.queryKey));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const view = renderHook(({ b }: { b: string }) => useCalendarLive(b), { wrapper, initialProps: { b: branch } });
  return { ...view, invalidated };
}

beforeEach(() => {
  sockets = [];
  useSession.getState().setToken('tok-cal');
  configureLive({
    connect: (_url, options) => {
      sockets.push(new FakeSocket(options as never));
      return socket() as never;
    },
  });
});

afterEach(() => closeLive());

describe('live calendar', () => {
  it('joins the branch room with the session token, and shows the channel is up', async () => {
    const { result } = setup(B1);
    await waitFor(() => expect(socket()).toBeDefined());
    expect(result.current).toBe(false);
    let auth: unknown;
    socket().options.auth((data) => (auth = data));
    expect(auth).toEqual({ token: 'tok-cal' });

    act(() => socket().receive('connect'));
    expect(result.current).toBe(true);
    expect(socket().emitted).toEqual([[CALENDAR_EVENTS.join, { branch_uuid: B1 }]]);
    act(() => socket().receive('disconnect'));
    expect(result.current).toBe(false);
  });

  it("reloads the branch's calendar on its appointment and work-time events, not on another branch's", async () => {
    const { invalidated } = setup(B1);
    await waitFor(() => expect(socket()).toBeDefined());
    act(() => socket().receive('connect'));
    expect(invalidated).toEqual([]);

    act(() => socket().receive(CALENDAR_EVENTS.appointment, { branch_uuid: B1, action: 'created' }));
    act(() => socket().receive(CALENDAR_EVENTS.worktimes, { branch_uuid: B1, action: 'edited' }));
    act(() => socket().receive(CALENDAR_EVENTS.appointment, { branch_uuid: B2, action: 'created' }));
    expect(invalidated).toEqual([
      ['calendar', B1],
      ['calendar', B1],
    ]);
  });

  it('re-joins and reloads after a reconnection (events may have been missed)', async () => {
    const { invalidated } = setup(B1);
    await waitFor(() => expect(socket()).toBeDefined());
    act(() => socket().receive('connect'));
    act(() => socket().receive('disconnect'));
    act(() => socket().receive('connect'));
    expect(socket().emitted).toEqual([
      [CALENDAR_EVENTS.join, { branch_uuid: B1 }],
      [CALENDAR_EVENTS.join, { branch_uuid: B1 }],
    ]);
    expect(invalidated).toEqual([['calendar', B1]]);
  });

  it('moves to the new branch room and leaves the room when the calendar closes', async () => {
    const { rerender, unmount } = setup(B1);
    await waitFor(() => expect(socket()).toBeDefined());
    act(() => socket().receive('connect'));
    rerender({ b: B2 });
    unmount();
    expect(socket().emitted).toEqual([
      [CALENDAR_EVENTS.join, { branch_uuid: B1 }],
      [CALENDAR_EVENTS.leave, { branch_uuid: B1 }],
      [CALENDAR_EVENTS.join, { branch_uuid: B2 }],
      [CALENDAR_EVENTS.leave, { branch_uuid: B2 }],
    ]);
    // The connection is the tab's (the chat uses it too): closing the calendar does not close it.
    expect(socket().disconnected).toBe(false);
  });
});
