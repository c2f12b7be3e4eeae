import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@dental/auth';
import { addMessageToCache } from '../api/messages-cache';
import { onLiveMessage, setMessengerBranch, stopMessenger } from './channel';

/**
 * Keeps the chat in step with the session: in the room of the chosen branch (leaving the previous
 * one on a change) on the tab's live connection, which itself connects while signed in and
 * disconnects on sign-out. Live messages go into the history cache, de-duplicated by uuid.
 * Mount once, in the signed-in layout.
 */
export function useMessengerChannel(): void {
  const branchUuid = useSession((s) => s.branchUuid);
  const queryClient = useQueryClient();

  useEffect(() => onLiveMessage((message) => addMessageToCache(queryClient, message)), [queryClient]);

  useEffect(() => {
    setMessengerBranch(branchUuid);
  }, [branchUuid]);

  // The layout unmounts when the user leaves the signed-in screens.
  useEffect(() => () => stopMessenger(), []);
}
