import { useTranslation } from '../lib/use-translation';
import { usePageTitle } from '../lib/page-title';

/** An address we do not know, or a link that is altered or expired: said plainly, nothing changed. */
export function NotFoundPage() {
  const { t } = useTranslation('booking');
  usePageTitle(t('not_found.title'));
  return (
    <section className="bk-card" aria-labelledby="bk-not-found">
      <h1 id="bk-not-found">{t('not_found.title')}</h1>
      <p>{t('not_found.text')}</p>
    </section>
  );
}
