import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@dental/contracts';
import { MESSENGER_PAGE_SIZE } from '@dental/contracts/values';
import { toast } from '@dental/ui';
import { useMessengerTranslation } from '../i18n';
import { fetchMessages, postMessage } from './messages-api';
import { addMessageToCache, chronological, messengerKeys } from './messages-cache';

/** A branch's chat history: newest page first from the server, shown oldest first; toasts load_failed. */
export function useMessages(branchUuid: string | null) {
  const { t } = useMessengerTranslation();
  const query = useInfiniteQuery({
    queryKey: messengerKeys.branch(branchUuid ?? 'none'),
    queryFn: ({ pageParam, signal }) => fetchMessages(branchUuid as string, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // A short page is the beginning of the chat; otherwise the next page is older than its last one.
    getNextPageParam: (page: ChatMessage[]) => (page.length < MESSENGER_PAGE_SIZE ? undefined : page.at(-1)?.uuid),
    enabled: Boolean(branchUuid),
    // Live events keep it current while the channel is up.
    staleTime: Infinity,
  });
  const failed = query.isError || query.isFetchNextPageError;
  useEffect(() => {
    if (failed) toast.error(t('messages.load_failed'));
  }, [failed, query.errorUpdatedAt, t]);
  const messages = useMemo(() => chronological(query.data), [query.data]);
  return { ...query, messages };
}

/** Posts to the branch; the answer goes into the history (the live echo is then a duplicate). */
export function useSendMessage(branchUuid: string | null) {
  const { t } = useMessengerTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (text: string) => postMessage(branchUuid as string, text),
    onSuccess: (message) => addMessageToCache(queryClient, message),
    onError: () => toast.error(t('messages.create_failed')),
  });
  return async (text: string): Promise<boolean> => {
    if (!branchUuid) return false;
    try {
      await mutation.mutateAsync(text);
      return true;
    } catch {
      return false;
    }
  };
}
