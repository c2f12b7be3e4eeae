import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Card } from './Card';
import { IconAlert } from './icons';
import './styles/components.css';

/** A failure in one area of the screen, with a Retry that re-runs what failed. */
export function ErrorCard({ title, text, onRetry, retrying = false }: { title?: ReactNode; text?: ReactNode; onRetry?: () => void; retrying?: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <Card className="dc-error-card" role="alert">
      <div className="dc-icon-tile dc-error-card__icon">
        <IconAlert size={26} />
      </div>
      <h2 className="dc-card__title">{title ?? t('error_card.title')}</h2>
      {text ? <p className="dc-error-card__text">{text}</p> : null}
      {onRetry ? (
        <Button onClick={onRetry} disabled={retrying}>
          {t('error_card.retry')}
        </Button>
      ) : null}
    </Card>
  );
}
