import { useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '@dental/contracts';
import { Avatar } from '@dental/ui';
import { useMessengerTranslation } from '../i18n';
import { formatMessageTime } from './format-time';
import { scrollToBottom } from './smooth-scroll';

interface MessageListProps {
  messages: ChatMessage[];
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
}

/**
 * The history, oldest at the top. A new newest message scrolls into view with the 500 ms animation;
 * loading earlier ones keeps what the reader was looking at where it was.
 */
export function MessageList({ messages, hasEarlier, loadingEarlier, onLoadEarlier }: MessageListProps) {
  const { t, i18n } = useMessengerTranslation();
  const area = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.uuid;
  const oldest = messages[0]?.uuid;
  const seen = useRef<{ newest?: string; oldest?: string; height: number }>({ height: 0 });

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const before = seen.current;
    seen.current = { newest, oldest, height: element.scrollHeight };
    if (newest !== before.newest) return scrollToBottom(element, before.newest ? undefined : 0);
    if (oldest !== before.oldest) element.scrollTop += element.scrollHeight - before.height;
  }, [newest, oldest]);

  return (
    <div className="dc-messenger__messages" ref={area} role="log" aria-label={t('list_label')} aria-live="polite">
      {hasEarlier ? (
        <button type="button" className="dc-messenger__earlier" onClick={onLoadEarlier} disabled={loadingEarlier}>
          {loadingEarlier ? t('loading') : t('load_earlier')}
        </button>
      ) : null}
      <ol className="dc-messenger__list">
        {messages.map((message) => (
          <li key={message.uuid} className="dc-messenger__message" data-testid="chat-message">
            <Avatar username={message.author.name} color={message.author.color} size={28} />
            <div className="dc-messenger__bubble">
              <div className="dc-messenger__meta">
                <span className="dc-messenger__author">{message.author.name}</span>
                <time dateTime={message.time}>{formatMessageTime(message.time, i18n.language)}</time>
              </div>
              <p className="dc-messenger__content">{message.content}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
