import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onSignOut, useSession } from '@dental/auth';
import { addMessageToCache } from '../api/messages-cache';
import { connectMessenger, disconnectMessenger, onLiveMessage, setMessengerBranch } from './channel';

/**
 * Keeps the live channel in step with the session: connected while signed in, in the room of the
 * chosen branch (leaving the previous one on a change), disconnected on sign-out. Live messages go
 * into the history cache, de-duplicated by uuid. Mount once, in the signed-in layout.
 */
export function useMessengerChannel(): void {
  const token = useSession((s) => s.token);
  const branchUuid = useSession((s) => s.branchUuid);
  const queryClient = useQueryClient();

  useEffect(() => onLiveMessage((message) => addMessageToCache(queryClient, message)), [queryClient]);

  useEffect(() => onSignOut(() => disconnectMessenger()), []);

  useEffect(() => {
    if (token) void connectMessenger(token);
    else disconnectMessenger({ keepBranch: true });
  }, [token]);

  useEffect(() => {
    setMessengerBranch(branchUuid);
  }, [branchUuid]);

  // The layout unmounts when the user leaves the signed-in screens.
  useEffect(() => () => disconnectMessenger(), []);
}
