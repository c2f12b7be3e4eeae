import { useTranslation } from 'react-i18next';
import { EmptyState, IconChat, IconClose } from '@dental/ui';
import { useShellUi } from './shell-ui-store';

/**
 * The chat panel's frame (300 x 400 px, spec section 9). The messages and the live channel come
 * with the messenger task; until then it states plainly that there are no messages.
 */
export function MessengerPanel() {
  const { t } = useTranslation('shell');
  const close = useShellUi((s) => s.closeMessenger);
  return (
    <aside className="messenger-panel" aria-label={t('messenger.title')}>
      <header className="messenger-panel__header">
        <h2>{t('messenger.title')}</h2>
        <button type="button" className="dc-icon-button" onClick={close} aria-label={t('messenger.close')}>
          <IconClose size={18} />
        </button>
      </header>
      <div className="messenger-panel__body">
        <EmptyState icon={<IconChat size={28} />} title={t('messenger.empty_title')} text={t('messenger.empty_text')} />
      </div>
    </aside>
  );
}
