import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { MessageChannelName, MessageChannelSettings, MessageChannelSettingsEdit } from '@dental/contracts';

const key = ['settings', 'message-channels'] as const;

/** The company's message channels: /api/settings/message-channels (the secret is never answered). */
export const messageChannelsApi = {
  list: () => api.get<MessageChannelSettings[]>('/settings/message-channels'),
  save: (channel: MessageChannelName, body: MessageChannelSettingsEdit) => api.put<MessageChannelSettings>(`/settings/message-channels/${channel}`, body),
};

export const useMessageChannels = () => useQuery({ queryKey: key, queryFn: messageChannelsApi.list });

export function useSaveMessageChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, body }: { channel: MessageChannelName; body: MessageChannelSettingsEdit }) => messageChannelsApi.save(channel, body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
