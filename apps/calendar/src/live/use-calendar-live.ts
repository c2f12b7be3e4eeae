import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CALENDAR_EVENTS } from '@dental/contracts/values';
import { liveSocket, useLiveStatus } from '@dental/live';
import { calendarKeys } from '../data/appointments';

/**
 * Live calendar of a branch, on the tab's one live connection (`@dental/live`, shared with the
 * shell): keeps the branch's room joined (also after a reconnection) and, on any appointment or
 * work-time event of the branch (one's own echo included) and after every reconnection (events may
 * have been missed), refetches the branch's calendar queries. Returns whether the channel is up.
 */
export function useCalendarLive(branch: string | null): boolean {
  const queryClient = useQueryClient();
  const online = useLiveStatus() === 'online';

  useEffect(() => {
    if (!branch) return;
    const live = liveSocket();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: calendarKeys.branch(branch) });
    const ofBranch = (event: { branch_uuid?: string } | undefined) => {
      if (!event?.branch_uuid || event.branch_uuid === branch) refresh();
    };
    // The data on screen was loaded while connected, or is about to be: only a later connection may have missed events.
    let wasOnline = live.status === 'online';
    const offs = [
      live.onConnect(() => {
        if (wasOnline) refresh();
        wasOnline = true;
      }),
      live.on(CALENDAR_EVENTS.appointment, ofBranch),
      live.on(CALENDAR_EVENTS.worktimes, ofBranch),
      live.joinRoom(CALENDAR_EVENTS.join, CALENDAR_EVENTS.leave, { branch_uuid: branch }),
    ];
    return () => offs.forEach((off) => off());
  }, [branch, queryClient]);

  return online;
}
