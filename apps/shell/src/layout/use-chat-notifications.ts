import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { onLiveMessage } from '@dental/feature-messenger';
import { toast } from '@dental/ui';
import { useShellUi } from './shell-ui-store';

/** How much of a new message the toast shows: its first words, never a wall of text. */
const PREVIEW_WORDS = 8;
const PREVIEW_CHARS = 80;

export function messagePreview(content: string): string {
  const words = content.trim().split(/\s+/);
  let preview = words.slice(0, PREVIEW_WORDS).join(' ');
  if (preview.length > PREVIEW_CHARS) preview = preview.slice(0, PREVIEW_CHARS).trimEnd();
  return preview.length < content.trim().length ? `${preview}…` : preview;
}

/**
 * While the chat panel is closed, another person's message in the branch's room counts on the
 * Chat entry's badge and shows a quiet toast (author and first words, no sound: a clinic's
 * waiting room hears the reception's screen). One's own messages, from another tab, do neither.
 */
export function useChatNotifications(): void {
  const { t } = useTranslation('shell');
  const branchUuid = useSession((s) => s.branchUuid);

  useEffect(
    () =>
      onLiveMessage((message: ChatMessage) => {
        const { messengerOpen, countUnread } = useShellUi.getState();
        if (messengerOpen || message.author.uuid === useSession.getState().me?.uuid) return;
        countUnread();
        toast.info(t('chat.new_message', { name: message.author.name, text: messagePreview(message.content) }));
      }),
    [t],
  );

  // The count is about one branch's room: another branch's chat starts from nothing unread.
  useEffect(() => {
    useShellUi.getState().clearUnread();
  }, [branchUuid]);
}
