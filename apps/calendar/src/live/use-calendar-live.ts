import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@dental/auth';
import { calendarKeys } from '../api/calendar-api';
import { openSocket } from './socket';

/** The contract's CALENDAR_EVENTS, as literals (zod stays out of the bundle). */
const EVENTS = { join: 'calendar:join', leave: 'calendar:leave', appointment: 'calendar:appointment', worktimes: 'calendar:worktimes' } as const;

/**
 * Live calendar of a branch: joins its room on the socket and, on any appointment or work-time
 * event (also after a reconnection, when events may have been missed), refetches the branch's
 * calendar queries that are on screen. Returns whether the channel is connected.
 */
export function useCalendarLive(branch: string | null): boolean {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const [online, setOnline] = useState(false);

  useEffect(() => {
    if (!branch || !token || typeof WebSocket === 'undefined') return;
    const socket = openSocket({ token: () => useSession.getState().token });
    let first = true;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: calendarKeys.branch(branch) });
    const offConnect = socket.onConnect(() => {
      setOnline(true);
      socket.emit(EVENTS.join, { branch_uuid: branch });
      if (!first) refresh();
      first = false;
    });
    const offDown = socket.onDisconnect(() => setOnline(false));
    const offA = socket.on(EVENTS.appointment, refresh);
    const offW = socket.on(EVENTS.worktimes, refresh);
    return () => {
      offConnect();
      offDown();
      offA();
      offW();
      socket.emit(EVENTS.leave, { branch_uuid: branch });
      socket.close();
      setOnline(false);
    };
  }, [branch, token, queryClient]);

  return online;
}
