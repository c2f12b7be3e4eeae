import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, ConfirmDialog } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { useEntityActions, type EntityKey } from './useEntityActions';

/** The end of an entry's details: delete it (soft: past data stays), then back to its list. */
export function DeleteCard({ entity, path, version, name, listPath, refresh }: { entity: EntityKey; path: string; version: number; name: string; listPath: string; refresh: string[] }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const actions = useEntityActions(entity, refresh);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Card className="settings-delete">
      <div>
        <h2 className="settings-delete__title">{t('confirm.zone_title')}</h2>
        <p className="settings-delete__text">{t('confirm.zone_text')}</p>
      </div>
      <Button variant="secondary" className="settings-danger-outline" onClick={() => setOpen(true)}>
        {t('actions.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        danger
        busy={busy}
        title={t('confirm.delete_title', { name })}
        text={<p>{t('confirm.delete_text')}</p>}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await actions.remove(path, version);
            setOpen(false);
            navigate(listPath);
          } catch {
            // the toast said why
          } finally {
            setBusy(false);
          }
        }}
      />
    </Card>
  );
}
