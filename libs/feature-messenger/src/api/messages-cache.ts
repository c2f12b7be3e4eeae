import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@dental/contracts';

export type MessagePages = InfiniteData<ChatMessage[], unknown>;

export const messengerKeys = {
  all: ['messenger'] as const,
  branch: (branchUuid: string) => ['messenger', 'messages', branchUuid] as const,
};

/**
 * Adds a message to its branch's cached history unless it is there already: the POST answer and
 * the live event carry the same message (same uuid), and whichever comes second is dropped.
 * Nothing is cached before the history was loaded; the first load brings the message anyway.
 */
export function addMessageToCache(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<MessagePages>(messengerKeys.branch(message.branch_uuid), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.some((known) => known.uuid === message.uuid))) return data;
    const [newest = [], ...older] = data.pages;
    return { ...data, pages: [[message, ...newest], ...older] };
  });
}

/** Every loaded message once, oldest first (the order the list shows them in). */
export function chronological(data: MessagePages | undefined): ChatMessage[] {
  const byUuid = new Map<string, ChatMessage>();
  for (const page of data?.pages ?? []) for (const message of page) if (!byUuid.has(message.uuid)) byUuid.set(message.uuid, message);
  return [...byUuid.values()].sort((a, b) => Date.parse(a.time) - Date.parse(b.time) || a.uuid.localeCompare(b.uuid));
}
