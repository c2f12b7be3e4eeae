import { useTranslation } from 'react-i18next';
import { Button } from '@dental/ui';

/** After a 409: someone saved first. What the user typed stays; they choose whose version wins. */
export function ConflictBanner({ onSaveMine, onLoadTheirs, busy }: { onSaveMine?: () => void; onLoadTheirs?: () => void; busy?: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <div className="settings-conflict" role="alert">
      <p>
        <strong>{t('form.conflict_title')}</strong> {t('form.conflict_text')}
      </p>
      {onSaveMine || onLoadTheirs ? (
        <div className="settings-conflict__actions">
          {onSaveMine ? (
            <Button onClick={onSaveMine} disabled={busy}>
              {t('form.conflict_save_mine')}
            </Button>
          ) : null}
          {onLoadTheirs ? (
            <Button variant="secondary" onClick={onLoadTheirs} disabled={busy}>
              {t('form.conflict_load_theirs')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
