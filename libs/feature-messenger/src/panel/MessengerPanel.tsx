import { useSession } from '@dental/auth';
import { EmptyState, IconChat, IconClose, LoadingBlock } from '@dental/ui';
import { useMessages, useSendMessage } from '../api/use-messages';
import { useMessengerTranslation } from '../i18n';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { PresenceList } from './PresenceList';
import './messenger.css';

export interface MessengerPanelProps {
  /** Shows a close button in the header when given. */
  onClose?: () => void;
  /** Extra class for placement (the shell's `messenger-panel` pins it beside the menu). */
  className?: string;
  /** The branch whose chat to show; the session's chosen branch by default. */
  branchUuid?: string | null;
}

/**
 * The chat of the current branch: 300 px wide, 400 px tall, the messages at most 350 px high
 * (docs/spec.md §9), who is online, "load earlier", and the composer. The live channel is separate
 * (`useMessengerChannel`, mounted once in the layout), so closing the panel does not go offline.
 */
export function MessengerPanel({ onClose, className = '', branchUuid }: MessengerPanelProps) {
  const { t } = useMessengerTranslation();
  const sessionBranch = useSession((s) => s.branchUuid);
  const branch = branchUuid === undefined ? sessionBranch : branchUuid;
  const history = useMessages(branch);
  const send = useSendMessage(branch);

  let body;
  if (!branch) body = <EmptyState icon={<IconChat size={28} />} title={t('no_branch')} />;
  else if (history.isPending && history.fetchStatus !== 'idle') body = <LoadingBlock label={t('loading')} />;
  else if (!history.messages.length)
    body = <EmptyState icon={<IconChat size={28} />} title={t('empty_title')} text={t('empty_text')} />;
  else
    body = (
      <MessageList
        messages={history.messages}
        hasEarlier={history.hasNextPage}
        loadingEarlier={history.isFetchingNextPage}
        onLoadEarlier={() => void history.fetchNextPage()}
      />
    );

  return (
    <aside className={`dc-messenger ${className}`.trim()} aria-label={t('title')}>
      <header className="dc-messenger__header">
        <h2>{t('title')}</h2>
        {onClose ? (
          <button type="button" className="dc-icon-button" onClick={onClose} aria-label={t('close')}>
            <IconClose size={18} />
          </button>
        ) : null}
      </header>
      <PresenceList />
      <div className="dc-messenger__body">{body}</div>
      <Composer onSend={send} disabled={!branch} />
    </aside>
  );
}
