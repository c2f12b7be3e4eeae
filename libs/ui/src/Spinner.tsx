import { useTranslation } from 'react-i18next';
import './styles/components.css';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('ui');
  return (
    <span className="dc-spinner" role="status" aria-live="polite">
      <span className="dc-spinner__ring" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </span>
  );
}

/** A centred spinner that holds the place of a page or panel while it loads. */
export function LoadingBlock({ label }: { label?: string }) {
  return (
    <div className="dc-loading-block">
      <Spinner label={label} />
    </div>
  );
}
