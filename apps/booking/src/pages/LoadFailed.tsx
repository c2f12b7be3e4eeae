import { useTranslation } from '../lib/use-translation';

/** The API could not be reached: the patient may try again; nothing was changed. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <section className="bk-card" role="alert">
      <p>{t('load_failed')}</p>
      <button type="button" className="bk-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
