import { Link } from '@dental/ui/router';
import { useTranslation } from 'react-i18next';

/** /403 and /404, with the spec's texts "403 - ERROR" and "404 - ERROR". */
export function ErrorPage({ code }: { code: 403 | 404 }) {
  const { t } = useTranslation('shell');
  const key = code === 403 ? 'forbidden' : 'not_found';
  return (
    <div className="error-page">
      <div>
        <h1 className="error-page__code">{t(`errors.${key}_title`)}</h1>
        <p className="error-page__text">{t(`errors.${key}_text`)}</p>
        <Link className="dc-button dc-button--primary" to="/">
          {t('errors.go_home')}
        </Link>
      </div>
    </div>
  );
}
